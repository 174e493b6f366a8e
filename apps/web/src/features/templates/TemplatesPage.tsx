import AddRoundedIcon from '@mui/icons-material/AddRounded';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { platformLabels, TEMPLATE_PLATFORMS, templateMessages, type TemplatePlatform } from '@quillbid/shared';
import { useState } from 'react';
import { CardGrid } from '../../components/CardGrid';
import { EmptyState } from '../../components/EmptyState';
import { ItemCard } from '../../components/ItemCard';
import { PageHeader } from '../../components/PageHeader';
import { PageSpinner } from '../../components/PageSpinner';
import { useConfirmedDelete } from '../../components/useConfirmedDelete';
import { capitalize } from '../../lib/format';
import { useTemplates } from '../../lib/templatesApi';
import { AddTemplateDialog } from './AddTemplateDialog';
import { useDeleteTemplate } from './api';

type Filter = TemplatePlatform | 'ALL';

export function TemplatesPage() {
  const templates = useTemplates();
  const deletion = useConfirmedDelete(useDeleteTemplate());
  const [filter, setFilter] = useState<Filter>('ALL');
  const [adding, setAdding] = useState(false);

  const shown = templates.data?.filter((template) => filter === 'ALL' || template.platform === filter);

  return (
    <>
      <PageHeader
        title="Proposal Templates"
        action={
          <Button variant="contained" startIcon={<AddRoundedIcon />} onClick={() => setAdding(true)}>
            Add Template
          </Button>
        }
      />
      <ToggleButtonGroup
        exclusive
        size="small"
        aria-label="Platform"
        value={filter}
        onChange={(_event, next: Filter | null) => next && setFilter(next)}
        sx={{ mb: 3 }}
      >
        <ToggleButton value="ALL">All</ToggleButton>
        {TEMPLATE_PLATFORMS.map((platform) => (
          <ToggleButton key={platform} value={platform}>
            {platformLabels[platform]}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {templates.isPending && <PageSpinner label="Loading templates" />}
      {templates.isError && <Alert severity="error">{templates.error.message}</Alert>}
      {shown?.length === 0 && <EmptyState text={templateMessages.noTemplates} />}
      {shown && shown.length > 0 && (
        <CardGrid label="Templates">
          {shown.map((template) => (
            <ItemCard
              key={template._id}
              title={template.templateTitle}
              description={template.templateDescription}
              badge={capitalize(template.templateType)}
              editTo={`/dashboard/templates/edit-template/${template._id}`}
              onDelete={() => deletion.ask(template._id)}
            />
          ))}
        </CardGrid>
      )}
      <AddTemplateDialog open={adding} onClose={() => setAdding(false)} />
      {deletion.dialog}
    </>
  );
}
