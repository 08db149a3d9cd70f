import '@/styles/mantine-forms.css';
import {
  Badge,
  Button,
  Group,
  NativeSelect,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { Alert } from '@mantine/core';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaffMemberRow } from '@charity/domain/staff/staff-management-api';
import { STAFF_ROLES, type StaffRole } from '@charity/domain/staff/staff-roles';
import { FormError } from '@/components/form/form-error';
import { SuccessNotice } from '@/components/form/success-notice';
import { Page } from '@/components/ui/page';
import { useSession } from '@/lib/auth/use-session';
import { dialogs } from '@/lib/dialog-service';
import {
  useChangeStaffRole,
  useRemoveStaff,
  useRevokeInvitation,
  useStaffTeam,
} from '../api/staff-team';
import { EmailText } from '../components/email-text';
import { ScrollRegion } from '../components/scroll-region';
import { StaffInviteForm } from '../components/staff-invite-form';

function MemberRow({
  member,
  isSelf,
  canLeave,
  onDone,
}: {
  member: StaffMemberRow;
  isSelf: boolean;
  /** Whether this member may lose the owner role (another owner remains). */
  canLeave: boolean;
  /** A success to show, or null when a new action starts. */
  onDone: (message: string | null) => void;
}) {
  const { t } = useTranslation();
  const [role, setRole] = useState<StaffRole>(member.Role);
  const change = useChangeStaffRole();
  const remove = useRemoveStaff();
  const name = `${member.FirstName} ${member.LastName}`;
  // Set at the click, before the pending state renders: a double click is one request.
  const acting = useRef(false);
  const pending = change.isPending || remove.isPending;
  const settled = () => {
    acting.current = false;
  };
  // The last owner cannot step down; and no one may give themselves more.
  const locked = member.Role === 'owner' && !canLeave;
  const roles = isSelf
    ? STAFF_ROLES.filter((r) => r !== 'owner' || member.Role === 'owner')
    : STAFF_ROLES;

  async function removeMember() {
    if (acting.current) return;
    acting.current = true;
    const confirmed = await dialogs.confirm({
      title: t('staffTeam.removeTitle'),
      message: t('staffTeam.removeMessage', { name, email: member.Email }),
    });
    if (!confirmed) return settled();
    onDone(null);
    remove.mutate(member.AccountId, {
      onSuccess: () => onDone(t('staffTeam.removed', { name })),
      onSettled: settled,
    });
  }

  function changeRole() {
    if (acting.current) return;
    acting.current = true;
    onDone(null);
    change.mutate(
      { AccountId: member.AccountId, Role: role },
      {
        onSuccess: () =>
          onDone(t('staffTeam.roleChanged', { name, role: t(`staffTeam.roleWords.${role}`) })),
        onSettled: settled,
      },
    );
  }

  return (
    <Table.Tr>
      {/* The e-mail under the name: the role's select and button keep their width at 1280 px. */}
      <Table.Td>
        {name} {isSelf && <Badge variant="light">{t('staffTeam.you')}</Badge>}
        <Text size="sm" c="dimmed">
          <EmailText email={member.Email} />
        </Text>
      </Table.Td>
      <Table.Td>
        {locked ? (
          <>
            {t(`staffTeam.roles.${member.Role}`)}
            <Text size="sm" c="dimmed">
              {t('staffTeam.lastOwner')}
            </Text>
          </>
        ) : (
          <Group gap="xs" wrap="nowrap">
            <NativeSelect
              miw={150}
              aria-label={t('staffTeam.roleOf', { name })}
              value={role}
              onChange={(event) => setRole(event.currentTarget.value as StaffRole)}
              data={roles.map((value) => ({ value, label: t(`staffTeam.roles.${value}`) }))}
            />
            <Button
              variant="default"
              style={{ flexShrink: 0 }}
              loading={change.isPending}
              disabled={role === member.Role || pending}
              onClick={changeRole}
            >
              {t('staffTeam.changeRole')}
            </Button>
          </Group>
        )}
        <FormError
          message={
            change.isError ? change.error.message : remove.isError ? remove.error.message : null
          }
        />
      </Table.Td>
      <Table.Td>
        {!locked && (
          <Button
            color="red"
            variant="light"
            loading={remove.isPending}
            disabled={pending}
            onClick={() => void removeMember()}
          >
            {t('staffTeam.remove')}
            <VisuallyHidden> {name}</VisuallyHidden>
          </Button>
        )}
      </Table.Td>
    </Table.Tr>
  );
}

/** /admin/staff: the owner lists staff, invites by e-mail, changes roles, removes members. */
export function AdminStaffPage() {
  const { t, i18n } = useTranslation();
  const team = useStaffTeam();
  const revoke = useRevokeInvitation();
  const self = useSession().subject?.playerId;
  const [notice, setNotice] = useState<string | null>(null);
  // Set at the click, before the pending state renders: a double click is one request.
  const revoking = useRef(false);
  function withdraw(id: string, email: string) {
    if (revoking.current) return;
    revoking.current = true;
    setNotice(null);
    revoke.mutate(id, {
      onSuccess: () => setNotice(t('staffTeam.revoked', { email })),
      onSettled: () => {
        revoking.current = false;
      },
    });
  }
  const owners = team.data?.Members.filter((member) => member.Role === 'owner').length ?? 0;
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });

  return (
    <Page title={t('staffTeam.title')}>
      <p>{t('staffTeam.intro')}</p>
      {team.isError && (
        <Alert color="red" role="alert">
          {t('common.loadFailed')}
        </Alert>
      )}
      {notice && <SuccessNotice title={notice} />}
      {team.data && (
        <ScrollRegion label={t('staffTeam.membersCaption')}>
          <Table striped miw={720} captionSide="top">
            <Table.Caption>{t('staffTeam.membersCaption')}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('staffTeam.name')}</Table.Th>
                <Table.Th scope="col">{t('staffTeam.role')}</Table.Th>
                <Table.Th scope="col">
                  <VisuallyHidden>{t('staffTeam.actions')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {team.data.Members.map((member) => (
                <MemberRow
                  key={`${member.AccountId}-${member.Role}`}
                  member={member}
                  isSelf={member.AccountId === self}
                  canLeave={owners > 1}
                  onDone={setNotice}
                />
              ))}
            </Table.Tbody>
          </Table>
        </ScrollRegion>
      )}
      <Title order={2} size="h4">
        {t('staffTeam.inviteTitle')}
      </Title>
      <StaffInviteForm />
      {team.data && team.data.Invitations.length > 0 && (
        <ScrollRegion label={t('staffTeam.invitationsCaption')}>
          <Table striped miw={640} captionSide="top">
            <Table.Caption>{t('staffTeam.invitationsCaption')}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('staffTeam.email')}</Table.Th>
                <Table.Th scope="col">{t('staffTeam.role')}</Table.Th>
                <Table.Th scope="col">{t('staffTeam.expires')}</Table.Th>
                <Table.Th scope="col">
                  <VisuallyHidden>{t('staffTeam.actions')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {team.data.Invitations.map((invitation) => (
                <Table.Tr key={invitation.Id}>
                  <Table.Td>
                    <EmailText email={invitation.Email} />
                  </Table.Td>
                  <Table.Td>{t(`staffTeam.roles.${invitation.Role}`)}</Table.Td>
                  <Table.Td>{date.format(new Date(invitation.ExpiresAt))}</Table.Td>
                  <Table.Td>
                    <Button
                      variant="default"
                      loading={revoke.isPending && revoke.variables === invitation.Id}
                      disabled={revoke.isPending}
                      onClick={() => withdraw(invitation.Id, invitation.Email)}
                    >
                      {t('staffTeam.revoke')}
                      <VisuallyHidden> {invitation.Email}</VisuallyHidden>
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollRegion>
      )}
      <FormError message={revoke.isError ? revoke.error.message : null} />
    </Page>
  );
}
