import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { platformLabels, TEMPLATE_PLATFORMS, type Template, type TemplatePlatform } from '@quillbid/shared';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { PageSpinner } from '../../components/PageSpinner';
import { useStarterTemplates } from './api';
import { createPath, type CreateTemplateState } from './templateDraft';
import { StarterCard } from './StarterCard';

const PLATFORM_STORAGE_KEY = 'quillbid.addTemplate.platform';

/** Most users write for one platform, so the tab they chose last time opens first. */
function rememberedPlatform(): TemplatePlatform {
  const stored = localStorage.getItem(PLATFORM_STORAGE_KEY);
  return TEMPLATE_PLATFORMS.find((platform) => platform === stored) ?? 'UPWORK';
}

interface AddTemplateDialogProps {
  open: boolean;
  onClose: () => void;
}

/** The 'Add Template' modal: start from scratch, or from one of our starters per platform. */
export function AddTemplateDialog({ open, onClose }: AddTemplateDialogProps) {
  const titleId = useId();
  const tabsId = useId();
  const [platform, setPlatform] = useState(rememberedPlatform);
  const starters = useStarterTemplates(open);
  const navigate = useNavigate();

  const start = (starter?: Template) => {
    const state: CreateTemplateState = { starter };
    navigate(createPath, { state });
  };
  const choose = (next: TemplatePlatform) => {
    setPlatform(next);
    localStorage.setItem(PLATFORM_STORAGE_KEY, next);
  };
  const shown = starters.data?.filter((starter) => starter.platform === platform);

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="md" fullWidth>
      <DialogTitle id={titleId}>Add Template</DialogTitle>
      <DialogContent>
        <Button variant="contained" onClick={() => start()} sx={{ mb: 2 }}>
          Start from scratch
        </Button>
        <Tabs
          value={platform}
          onChange={(_event, next: TemplatePlatform) => choose(next)}
          aria-label="Starter templates"
        >
          {TEMPLATE_PLATFORMS.map((value) => (
            <Tab
              key={value}
              value={value}
              label={platformLabels[value]}
              id={`${tabsId}-${value}`}
              aria-controls={`${tabsId}-panel`}
            />
          ))}
        </Tabs>
        <Box role="tabpanel" id={`${tabsId}-panel`} aria-labelledby={`${tabsId}-${platform}`} sx={{ pt: 2 }}>
          {starters.isPending && <PageSpinner label="Loading starter templates" />}
          {starters.isError && <Alert severity="error">{starters.error.message}</Alert>}
          <Stack spacing={1.5}>
            {shown?.map((starter) => (
              <StarterCard key={starter._id} starter={starter} onSelect={() => start(starter)} />
            ))}
          </Stack>
        </Box>
      </DialogContent>
    </Dialog>
  );
}
