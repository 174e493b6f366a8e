import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { profileMessages, profileSchema, type ProfileInput } from '@quillbid/shared';
import { Link as RouterLink } from 'react-router';
import { FormTextField, UnsavedChangesPrompt, useSaveThenReturn, useSchemaForm } from '../../components/form';
import { useSaveProfile } from './api';
import { FormSection } from './FormSection';
import { PersonalDetailsSection } from './PersonalDetailsSection';
import { PortfolioLinksSection } from './PortfolioLinksSection';
import { ProjectExperienceSection } from './ProjectExperienceSection';
import { RateAvailabilitySection } from './RateAvailabilitySection';

const listPath = '/dashboard/profiles';

interface ProfileFormProps {
  initial: ProfileInput;
  /** Set when editing a saved profile. */
  profileId?: string;
}

export function ProfileForm({ initial, profileId }: ProfileFormProps) {
  const form = useSchemaForm(profileSchema, initial);
  const { control } = form;
  const save = useSaveProfile(profileId);
  const submit = useSaveThenReturn(form, save, profileId ? profileMessages.updated : profileMessages.created, listPath);

  return (
    <Stack component="form" onSubmit={submit} noValidate spacing={3} sx={{ maxWidth: 900 }}>
      <UnsavedChangesPrompt when={form.formState.isDirty && !save.isSuccess} />
      <FormSection title="Profile Details">
        <FormTextField control={control} name="profileName" label="Profile Name" />
        <FormTextField control={control} name="profileDescription" label="Profile Description" multiline minRows={2} />
      </FormSection>
      <PersonalDetailsSection control={control} />
      <FormSection title="Profile Summary">
        <FormTextField control={control} name="profileSummary" label="Profile Summary" multiline minRows={4} />
      </FormSection>
      <PortfolioLinksSection control={control} />
      <ProjectExperienceSection control={control} />
      <RateAvailabilitySection control={control} />
      <Stack direction="row" spacing={2}>
        {/* Stays disabled after success too: the page is about to leave, a second click would save twice. */}
        <Button type="submit" variant="contained" size="large" disabled={save.isPending || save.isSuccess}>
          {save.isPending ? 'Saving…' : 'Save as Profile'}
        </Button>
        <Button component={RouterLink} to={listPath} size="large" color="inherit">
          Back
        </Button>
      </Stack>
    </Stack>
  );
}
