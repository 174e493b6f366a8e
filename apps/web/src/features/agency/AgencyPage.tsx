import Alert from '@mui/material/Alert';
import { agencyMessages, authMessages, type AgencyMember } from '@quillbid/shared';
import { useState } from 'react';
import { CardGrid } from '../../components/CardGrid';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { EmptyState } from '../../components/EmptyState';
import { PageSpinner } from '../../components/PageSpinner';
import { useCurrentUser } from '../../lib/currentUser';
import { AddMemberButton } from './AddMemberButton';
import { AddMemberDialog } from './AddMemberDialog';
import { AgencyHeader } from './AgencyHeader';
import { AgencyLoadError } from './AgencyLoadError';
import { useAgency, useAgencyMembers, useRemoveMember } from './api';
import { EditAgencyDialog } from './EditAgencyDialog';
import { MemberCard, memberName } from './MemberCard';
import { NoAgency } from './NoAgency';
import { PendingInvites } from './PendingInvites';
import { useConfirmedAction } from './useConfirmedAction';

export function AgencyPage() {
  const { data: user, isPending, error } = useCurrentUser();
  if (!user) {
    if (isPending) return <PageSpinner label="Loading agency" />;
    return <Alert severity="error">{error?.message || authMessages.authContextFailed}</Alert>;
  }
  if (user.agencyId === null) return <NoAgency />;
  return <AgencyView key={user.agencyId._id} agencyId={user.agencyId._id} viewerId={user._id} />;
}

function AgencyView({ agencyId, viewerId }: { agencyId: string; viewerId: string }) {
  const agency = useAgency(agencyId);
  const members = useAgencyMembers(agencyId);
  const [dialog, setDialog] = useState<'edit' | 'invite' | null>(null);
  const closeDialog = () => setDialog(null);
  const remove = useRemoveMember(agencyId);
  const removing = useConfirmedAction<AgencyMember>(remove);

  if (agency.isError || members.isError) {
    const retry = () => {
      void agency.refetch();
      void members.refetch();
    };
    return <AgencyLoadError message={(agency.error ?? members.error)?.message ?? ''} onRetry={retry} />;
  }
  if (agency.isPending || members.isPending) return <PageSpinner label="Loading agency" />;

  // Spec 6: only the agency's creator may edit it and invite members; managing seats is theirs too.
  const isOwner = agency.data.createdBy === viewerId;
  return (
    <>
      <AgencyHeader
        agency={agency.data}
        onEdit={isOwner ? () => setDialog('edit') : undefined}
        action={isOwner && <AddMemberButton agency={agency.data} onOpen={() => setDialog('invite')} />}
      />
      {members.data.length === 0 ? (
        <EmptyState text={agencyMessages.noMembers} />
      ) : (
        <CardGrid label="Agency members">
          {members.data.map((member) => (
            <MemberCard
              key={member._id}
              member={member}
              isViewer={member._id === viewerId}
              onRemove={isOwner && !member.isOwner ? () => removing.ask(member) : undefined}
              removing={remove.isPending && remove.variables === member._id}
            />
          ))}
        </CardGrid>
      )}
      {isOwner && <PendingInvites agencyId={agencyId} />}
      <ConfirmDialog
        {...removing.dialog}
        title={agencyMessages.removeTitle}
        text={agencyMessages.removeText(removing.target ? memberName(removing.target) : '')}
        confirmLabel="Remove"
      />
      {dialog === 'edit' && <EditAgencyDialog agency={agency.data} onClose={closeDialog} />}
      {dialog === 'invite' && <AddMemberDialog agencyId={agencyId} onClose={closeDialog} />}
    </>
  );
}
