import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  firstIssue,
  platformLabels,
  POST_SAVE_REDIRECT_DELAY_MS,
  TEMPLATE_PLATFORMS,
  TEMPLATE_TYPES,
  templateMessages,
  templateSchema,
  type TemplatePlatform,
} from '@quillbid/shared';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { RichEditor } from '../../components/RichEditor';
import { capitalize } from '../../lib/format';
import { useProfiles } from '../../lib/profilesApi';
import { useDelayedAction } from '../../lib/useDelayedAction';
import { useSaveTemplate } from './api';
import { listPath, type TemplateDraft } from './templateDraft';

interface TemplateFormProps {
  initial: TemplateDraft;
  /** Set when editing a saved template. */
  templateId?: string;
}

export function TemplateForm({ initial, templateId }: TemplateFormProps) {
  const [draft, setDraft] = useState(initial);
  const profiles = useProfiles();
  const save = useSaveTemplate(templateId);
  const navigate = useNavigate();
  const later = useDelayedAction();
  const set = (patch: Partial<TemplateDraft>) => setDraft({ ...draft, ...patch });

  const types: readonly string[] = draft.platform === '' ? [] : TEMPLATE_TYPES[draft.platform];
  const changePlatform = (platform: TemplatePlatform) =>
    set({
      platform,
      templateType: (TEMPLATE_TYPES[platform] as readonly string[]).includes(draft.templateType)
        ? draft.templateType
        : '',
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = templateSchema.safeParse({ ...draft, starterTemplate: false });
    if (!parsed.success) {
      toast.error(firstIssue(parsed));
      return;
    }
    save.mutate(parsed.data, {
      onSuccess: () => {
        toast.success(templateId ? templateMessages.edited : templateMessages.created);
        later(() => navigate(listPath), POST_SAVE_REDIRECT_DELAY_MS);
      },
      onError: (failure) => toast.error(failure.message),
    });
  };

  return (
    <Stack component="form" onSubmit={submit} noValidate spacing={2.5} sx={{ maxWidth: 900 }}>
      <TextField
        label="Template Title"
        value={draft.templateTitle}
        onChange={(event) => set({ templateTitle: event.target.value })}
      />
      <TextField
        label="Template Description"
        multiline
        minRows={2}
        value={draft.templateDescription}
        onChange={(event) => set({ templateDescription: event.target.value })}
      />
      {profiles.data?.length === 0 ? (
        <Alert
          severity="info"
          action={
            <Link component={RouterLink} to="/dashboard/profiles/create">
              Create Profile
            </Link>
          }
        >
          {templateId ? templateMessages.profileFirstEdit : templateMessages.profileFirstCreate}
        </Alert>
      ) : (
        <TextField
          select
          label="Profile"
          value={draft.profileId}
          onChange={(event) => set({ profileId: event.target.value })}
        >
          {(profiles.data ?? []).map((profile) => (
            <MenuItem key={profile._id} value={profile._id}>
              {profile.profileName}
            </MenuItem>
          ))}
        </TextField>
      )}
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
        <TextField
          select
          label="Platform"
          value={draft.platform}
          onChange={(event) => changePlatform(event.target.value as TemplatePlatform)}
        >
          {TEMPLATE_PLATFORMS.map((platform) => (
            <MenuItem key={platform} value={platform}>
              {platformLabels[platform]}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label="Template Type"
          value={draft.templateType}
          disabled={types.length === 0}
          onChange={(event) => set({ templateType: event.target.value })}
        >
          {types.map((type) => (
            <MenuItem key={type} value={type}>
              {capitalize(type)}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      <FormControlLabel
        control={<Checkbox checked={draft.default} onChange={(event) => set({ default: event.target.checked })} />}
        label="Use as my default template"
      />
      <RichEditor
        label="Template"
        value={draft.templateDetail}
        onChange={(templateDetail) => set({ templateDetail })}
      />
      <Stack direction="row" spacing={2}>
        {/* Stays disabled after success too: the page is about to leave, a second click would save twice. */}
        <Button type="submit" variant="contained" size="large" disabled={save.isPending || save.isSuccess}>
          {save.isPending ? 'Saving…' : 'Save Template'}
        </Button>
        <Button component={RouterLink} to={listPath} size="large" color="inherit">
          Back
        </Button>
      </Stack>
    </Stack>
  );
}
