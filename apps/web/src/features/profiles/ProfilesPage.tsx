import AddRoundedIcon from '@mui/icons-material/AddRounded';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import UploadFileRoundedIcon from '@mui/icons-material/UploadFileRounded';
import { profileMessages, deleteMessages, type ExtensionProfileImport } from '@quillbid/shared';
import { useCallback, useState } from 'react';
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
import { ImportProfileDialog } from './ImportProfileDialog';
import { useExtensionImport } from './useExtensionImport';

export function ProfilesPage() {
  const profiles = useProfiles();
  const remove = useDeleteProfile();
  const [deletingId, setDeletingId] = useState<string | null>(null);
  const [importing, setImporting] = useState(false);
  const [fromExtension, setFromExtension] = useState<ExtensionProfileImport | null>(null);
  const openWithExtensionText = useCallback((page: ExtensionProfileImport) => {
    setFromExtension(page);
    setImporting(true);
  }, []);
  useExtensionImport(openWithExtensionText);

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
          <Stack direction="row" spacing={1.5}>
            <Button variant="outlined" startIcon={<UploadFileRoundedIcon />} onClick={() => setImporting(true)}>
              Import
            </Button>
            <Button
              component={RouterLink}
              to="/dashboard/profiles/create"
              variant="contained"
              startIcon={<AddRoundedIcon />}
            >
              Add New Profile
            </Button>
          </Stack>
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
      <ImportProfileDialog
        // A new dialog, starting from the extension's text, when that arrives.
        key={fromExtension?.url ?? 'pasted'}
        fromExtension={fromExtension}
        open={importing}
        onClose={() => setImporting(false)}
      />
      <ConfirmDeleteDialog
        open={deletingId !== null}
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeletingId(null)}
      />
    </>
  );
}
