import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import {
  platformLabels,
  preferredPlatform,
  TEMPLATE_PLATFORMS,
  type Template,
  type TemplatePlatform,
} from '@quillbid/shared';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { PageSpinner } from '../../components/PageSpinner';
import { useOnboardingAnswers } from '../../lib/onboardingAnswers';
import { useStarterTemplates } from './api';
import { createPath, type CreateTemplateState } from './templateDraft';
import { StarterCard } from './StarterCard';

interface AddTemplateDialogProps {
  open: boolean;
  onClose: () => void;
}

/** The 'Add Template' modal: start from scratch, or from one of our starters per platform. */
export function AddTemplateDialog({ open, onClose }: AddTemplateDialogProps) {
  const titleId = useId();
  const tabsId = useId();
  const [chosen, setChosen] = useState<TemplatePlatform | null>(null);
  const answers = useOnboardingAnswers(open);
  // Until the user picks a tab, the platform they told us they use most comes first.
  const platform = chosen ?? preferredPlatform(answers.data) ?? 'UPWORK';
  const starters = useStarterTemplates(open);
  const navigate = useNavigate();

  const start = (starter?: Template) => {
    const state: CreateTemplateState = { starter };
    navigate(createPath, { state });
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
          onChange={(_event, next: TemplatePlatform) => setChosen(next)}
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
