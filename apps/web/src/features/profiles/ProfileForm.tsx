import Stack from '@mui/material/Stack';
import { profileMessages, profileSchema, type ProfileInput } from '@quillbid/shared';
import {
  FormTextField,
  SaveAndBackButtons,
  UnsavedChangesPrompt,
  useSaveThenReturn,
  useSchemaForm,
} from '../../components/form';
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
      <SaveAndBackButtons label="Save as Profile" save={save} listPath={listPath} />
    </Stack>
  );
}
