import AddRoundedIcon from '@mui/icons-material/AddRounded';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { profileMessages, deleteMessages } from '@quillbid/shared';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { toast } from 'sonner';
import { CardGrid } from '../../components/CardGrid';
import { ConfirmDeleteDialog } from '../../components/ConfirmDeleteDialog';
import { EmptyState } from '../../components/EmptyState';
import { ItemCard } from '../../components/ItemCard';
import { PageHeader } from '../../components/PageHeader';
import { PageSpinner } from '../../components/PageSpinner';
import { useProfiles } from '../../lib/profilesApi';
import { useDeleteProfile } from './api';

export function ProfilesPage() {
  const profiles = useProfiles();
  const remove = useDeleteProfile();
  const [deletingId, setDeletingId] = useState<string | null>(null);

  const confirmDelete = () => {
    if (deletingId === null) return;
    remove.mutate(deletingId, {
      onSuccess: () => toast.success(deleteMessages.deleted),
      onError: (error) => toast.error(error.message),
      onSettled: () => setDeletingId(null),
    });
  };

  return (
    <>
      <PageHeader
        title="Freelancer Profiles"
        action={
          <Button
            component={RouterLink}
            to="/dashboard/profiles/create"
            variant="contained"
            startIcon={<AddRoundedIcon />}
          >
            Add New Profile
          </Button>
        }
      />
      {profiles.isPending && <PageSpinner label="Loading profiles" />}
      {profiles.isError && <Alert severity="error">{profiles.error.message}</Alert>}
      {profiles.data?.length === 0 && <EmptyState text={profileMessages.noProfiles} />}
      {profiles.data && profiles.data.length > 0 && (
        <CardGrid label="Profiles">
          {profiles.data.map((profile) => (
            <ItemCard
              key={profile._id}
              title={profile.profileName}
              description={profile.profileDescription}
              editTo={`/dashboard/profiles/edit-profile/${profile._id}`}
              onDelete={() => setDeletingId(profile._id)}
            />
          ))}
        </CardGrid>
      )}
      <ConfirmDeleteDialog
        open={deletingId !== null}
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeletingId(null)}
      />
    </>
  );
}
