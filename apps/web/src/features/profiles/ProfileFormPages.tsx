import Alert from '@mui/material/Alert';
import { useParams } from 'react-router';
import { PageHeader } from '../../components/PageHeader';
import { PageSpinner } from '../../components/PageSpinner';
import { PlanQuota } from '../../components/PlanQuota';
import { useProfile } from './api';
import { ProfileForm } from './ProfileForm';
import { emptyProfile, toDraft } from './profileDraft';

export function CreateProfilePage() {
  return (
    <>
      <PageHeader title="Create Profile" />
      <PlanQuota kind="profiles" />
      <ProfileForm initial={emptyProfile()} />
    </>
  );
}

export function EditProfilePage() {
  const { profileId = '' } = useParams();
  const profile = useProfile(profileId);
  return (
    <>
      <PageHeader title="Edit Profile" />
      {profile.isPending && <PageSpinner label="Loading profile" />}
      {profile.isError && <Alert severity="error">{profile.error.message}</Alert>}
      {profile.data && (
        <ProfileForm key={profile.data._id} initial={toDraft(profile.data)} profileId={profile.data._id} />
      )}
    </>
  );
}
