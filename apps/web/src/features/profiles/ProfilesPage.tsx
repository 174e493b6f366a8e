import AddRoundedIcon from '@mui/icons-material/AddRounded';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import UploadFileRoundedIcon from '@mui/icons-material/UploadFileRounded';
import { profileMessages, type ExtensionProfileImport } from '@quillbid/shared';
import { useCallback, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { CardGrid } from '../../components/CardGrid';
import { EmptyState } from '../../components/EmptyState';
import { ItemCard } from '../../components/ItemCard';
import { PageHeader } from '../../components/PageHeader';
import { PageSpinner } from '../../components/PageSpinner';
import { useConfirmedDelete } from '../../components/useConfirmedDelete';
import { useProfiles } from '../../lib/profilesApi';
import { useDeleteProfile } from './api';
import { ImportProfileDialog } from './ImportProfileDialog';
import { useExtensionImport } from './useExtensionImport';

export function ProfilesPage() {
  const profiles = useProfiles();
  const deletion = useConfirmedDelete(useDeleteProfile());
  const [importing, setImporting] = useState(false);
  const [fromExtension, setFromExtension] = useState<ExtensionProfileImport | null>(null);
  const openWithExtensionText = useCallback((page: ExtensionProfileImport) => {
    setFromExtension(page);
    setImporting(true);
  }, []);
  useExtensionImport(openWithExtensionText);

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
              onDelete={() => deletion.ask(profile._id)}
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
      {deletion.dialog}
    </>
  );
}
