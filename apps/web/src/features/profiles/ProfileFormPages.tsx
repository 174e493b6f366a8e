import Alert from '@mui/material/Alert';
import {
  importPartLabels,
  profileImportMessages,
  profileImportSchema,
  type ImportPart,
  type ProfileImportResponse,
} from '@quillbid/shared';
import { useLocation, useParams } from 'react-router';
import { EditPage } from '../../components/EditPage';
import { PageHeader } from '../../components/PageHeader';
import { PlanQuota } from '../../components/PlanQuota';
import { useProfile } from './api';
import { ProfileForm } from './ProfileForm';
import { emptyProfile, toDraft } from './profileDraft';

export function CreateProfilePage() {
  // A profile page read by Import (ImportProfileDialog) arrives in the navigation state.
  const imported = profileImportSchema.safeParse((useLocation().state as { imported?: unknown } | null)?.imported);
  return (
    <>
      <PageHeader title="Create Profile" />
      <PlanQuota kind="profiles" />
      {imported.success && <ImportedNotice imported={imported.data} />}
      <ProfileForm initial={imported.success ? imported.data.profile : emptyProfile()} />
    </>
  );
}

function ImportedNotice({ imported }: { imported: ProfileImportResponse }) {
  const labels = (parts: ImportPart[]) => parts.map((part) => importPartLabels[part]);
  return (
    <Alert severity="info" sx={{ mb: 3 }}>
      {profileImportMessages.found(labels(imported.found))}{' '}
      {imported.missing.length > 0 && `${profileImportMessages.missing(labels(imported.missing))} `}
      {profileImportMessages.review}
    </Alert>
  );
}

export function EditProfilePage() {
  const { profileId = '' } = useParams();
  return (
    <EditPage title="Edit Profile" query={useProfile(profileId)} loadingLabel="Loading profile">
      {(profile) => <ProfileForm key={profile._id} initial={toDraft(profile)} profileId={profile._id} />}
    </EditPage>
  );
}
