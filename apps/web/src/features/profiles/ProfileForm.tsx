import { profileMessages, profileSchema, type ProfileInput } from '@quillbid/shared';
import { FormTextField, SaveThenReturnForm, useSchemaForm } from '../../components/form';
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
  return (
    <SaveThenReturnForm
      form={form}
      save={save}
      savedMessage={profileId ? profileMessages.updated : profileMessages.created}
      submitLabel="Save as Profile"
      listPath={listPath}
    >
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
    </SaveThenReturnForm>
  );
}
