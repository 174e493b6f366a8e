import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { POST_SAVE_REDIRECT_DELAY_MS, profileMessages, validateProfile, type ProfileInput } from '@quillbid/shared';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { useDelayedAction } from '../../lib/useDelayedAction';
import { useSaveProfile } from './api';
import { FormSection } from './FormSection';
import { PersonalDetailsSection } from './PersonalDetailsSection';
import { PortfolioLinksSection } from './PortfolioLinksSection';
import { ProjectExperienceSection } from './ProjectExperienceSection';

const listPath = '/dashboard/profiles';

interface ProfileFormProps {
  initial: ProfileInput;
  /** Set when editing a saved profile. */
  profileId?: string;
}

export function ProfileForm({ initial, profileId }: ProfileFormProps) {
  const [profile, setProfile] = useState(initial);
  const save = useSaveProfile(profileId);
  const navigate = useNavigate();
  const later = useDelayedAction();
  const set = (patch: Partial<ProfileInput>) => setProfile({ ...profile, ...patch });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const error = validateProfile(profile);
    if (error) {
      toast.error(error);
      return;
    }
    save.mutate(profile, {
      onSuccess: () => {
        toast.success(profileId ? profileMessages.updated : profileMessages.created);
        later(() => navigate(listPath), POST_SAVE_REDIRECT_DELAY_MS);
      },
      onError: (failure) => toast.error(failure.message),
    });
  };

  return (
    <Stack component="form" onSubmit={submit} noValidate spacing={3} sx={{ maxWidth: 900 }}>
      <FormSection title="Profile Details">
        <TextField
          label="Profile Name"
          value={profile.profileName}
          onChange={(event) => set({ profileName: event.target.value })}
        />
        <TextField
          label="Profile Description"
          multiline
          minRows={2}
          value={profile.profileDescription}
          onChange={(event) => set({ profileDescription: event.target.value })}
        />
      </FormSection>
      <PersonalDetailsSection
        value={profile.personalDetails}
        onChange={(patch) => set({ personalDetails: { ...profile.personalDetails, ...patch } })}
      />
      <FormSection title="Profile Summary">
        <TextField
          label="Profile Summary"
          multiline
          minRows={4}
          value={profile.profileSummary}
          onChange={(event) => set({ profileSummary: event.target.value })}
        />
      </FormSection>
      <PortfolioLinksSection value={profile.portfolio} onChange={(portfolio) => set({ portfolio })} />
      <ProjectExperienceSection
        value={profile.projectExperience}
        onChange={(projectExperience) => set({ projectExperience })}
      />
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
