/**
 * The partner page's "People": the partner's portal users (GET /fe/customers/{id}/users) with
 * when each was invited, accepted and last signed in and whether two-factor sign-in is on;
 * "Invite" mails a sign-up link (POST /fe/customers/{id}/invitations, name and e-mail) and
 * "Revoke" removes a user after a confirmation (DELETE /fe/customers/{id}/users/{userId}): their
 * sessions end and their link stops working. Invite and Revoke need write on partners. Below, the
 * people whose access was revoked, with when and by whom (GET /fe/customers/{id}/users/revoked, from
 * the security trail): a revoked person leaves a trace, not a vanished row.
 */
import { Badge, Button, Group, Modal, Paper, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { modals } from '@mantine/modals';
import { invitationSchema, PARTNER_PEOPLE_ROUTES, type ApiError, type PartnerUser, type RevokedPartnerUser } from '@freight/domain';
import { IconMailForward, IconUserPlus } from '@tabler/icons-react';
import { useCallback, useEffect, useState } from 'react';
import { IssuesBanner } from '../../components/IssuesBanner';
import { PermissionButton } from '../../components/PermissionButton';
import { api } from '../../lib/client';
import { schemaValidator, showFormErrors } from '../../lib/forms';
import { formatMoment, timeHeader } from '../../lib/format';
import { t as translateNow, useT } from '../../lib/i18n';
import { canWrite } from '../../lib/permissions';
import { useSession, useTimeZone } from '../../lib/session';
import { toastError, toastSuccess, toastWarning } from '../../lib/toast';

function InviteModal({
  partnerId,
  opened,
  onClose,
  onInvited,
  initial,
}: {
  partnerId: number;
  opened: boolean;
  onClose: () => void;
  onInvited: (email: string) => void;
  initial: { name: string; email: string };
}) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<Pick<ApiError, 'message' | 'errors'> | null>(null);
  const form = useForm({ mode: 'controlled', initialValues: initial, validate: schemaValidator(invitationSchema) });

  useEffect(() => {
    if (!opened) return;
    form.setValues(initial);
    form.clearErrors();
    setError(null);
    // A new opening starts from its own values.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [opened]);

  const onSubmit = async (values: typeof form.values) => {
    setBusy(true);
    setError(null);
    try {
      const result = await api.submit(PARTNER_PEOPLE_ROUTES.invite, {
        params: { id: partnerId },
        body: { name: values.name.trim(), email: values.email.trim() },
      });
      if (result.ok) {
        onInvited(values.email.trim());
        return;
      }
      showFormErrors(form, result.error);
      setError(result.error);
    } catch {
      setError({ message: translateNow('partners.people.networkError') });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t('partners.invite.title')} centered>
      <IssuesBanner error={error} isShownOnForm={(field) => field in form.values} />
      <form
        noValidate
        onSubmit={(event) => {
          // The modal renders in a portal: its submit must not reach a form of the page around it.
          event.stopPropagation();
          form.onSubmit(onSubmit, () => toastWarning())(event);
        }}
      >
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {t('partners.invite.intro')}
          </Text>
          <TextInput label={t('common.name')} withAsterisk data-autofocus {...form.getInputProps('name')} />
          <TextInput label={t('common.email')} type="email" withAsterisk {...form.getInputProps('email')} />
          <Group justify="flex-end" mt="xs">
            <Button variant="default" onClick={onClose} disabled={busy}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={busy} leftSection={<IconMailForward size={16} aria-hidden />}>
              {t('partners.invite.send')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** A moment of the list, '—' when it has not happened. */
function Moment({ value, timeZone, none }: { value: string | null; timeZone: string; none: string }) {
  return value ? (
    <Text size="sm" span style={{ whiteSpace: 'nowrap' }}>
      {formatMoment(value, timeZone)}
    </Text>
  ) : (
    <Text size="sm" span c="dimmed">
      {none}
    </Text>
  );
}

/** The people whose access was revoked: name, e-mail, when and by whom; nothing when there are none. */
function RevokedPeople({ revoked, timeZone }: { revoked: RevokedPartnerUser[]; timeZone: string }) {
  const t = useT();
  if (revoked.length === 0) return null;
  return (
    <Stack gap="xs" mt="sm">
      <Title order={3} size="h5" id="partner-people-revoked">
        {t('partners.revoked.title')}
      </Title>
      <Table.ScrollContainer minWidth={620}>
        <Table striped verticalSpacing="xs" aria-labelledby="partner-people-revoked">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('common.name')}</Table.Th>
              <Table.Th>{t('common.email')}</Table.Th>
              <Table.Th>{timeHeader(t('partners.revoked.at'), timeZone)}</Table.Th>
              <Table.Th>{t('partners.revoked.by')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {revoked.map((person) => (
              <Table.Tr key={person.id} data-testid={`revoked-${person.email}`}>
                <Table.Td>{person.name}</Table.Td>
                <Table.Td>{person.email}</Table.Td>
                <Table.Td>
                  <Moment value={person.revoked_at} timeZone={timeZone} none="" />
                </Table.Td>
                <Table.Td>
                  {person.revoked_by ?? (
                    <Text size="sm" span c="dimmed">
                      {t('partners.revoked.unknown')}
                    </Text>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}

type InviteValues = { name: string; email: string };

/** The partner's people and the revoked ones (read again after a change), the invitation being written, and the revoke. */
function usePartnerPeople(partnerId: number) {
  const [people, setPeople] = useState<PartnerUser[] | null>(null);
  const [revoked, setRevoked] = useState<RevokedPartnerUser[]>([]);
  const [failed, setFailed] = useState(false);
  const [invite, setInvite] = useState<InviteValues | null>(null);

  const load = useCallback(async () => {
    const [answer, gone] = await Promise.all([
      api.peek(PARTNER_PEOPLE_ROUTES.list, { params: { id: partnerId } }),
      api.peek(PARTNER_PEOPLE_ROUTES.revoked, { params: { id: partnerId } }),
    ]);
    setFailed(answer === null);
    if (answer) setPeople(answer);
    if (gone) setRevoked(gone);
  }, [partnerId]);

  useEffect(() => {
    void load();
  }, [load]);

  const revoke = async (person: PartnerUser) => {
    try {
      const result = await api.submit(PARTNER_PEOPLE_ROUTES.revoke, { params: { id: partnerId, userId: person.id } });
      if (!result.ok) {
        toastError(result.error.message);
        return;
      }
      toastSuccess(translateNow('partners.revoke.done', { name: person.name }));
      await load();
    } catch {
      toastError(translateNow('partners.people.networkError'));
    }
  };

  const confirmRevoke = (person: PartnerUser) =>
    modals.openConfirmModal({
      title: translateNow('partners.revoke.title'),
      children: <Text size="sm">{translateNow('partners.revoke.text', { name: person.name, email: person.email })}</Text>,
      labels: { confirm: translateNow('partners.revoke'), cancel: translateNow('common.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () => void revoke(person),
    });

  return { people, revoked, failed, invite, setInvite, load, confirmRevoke };
}

export function PartnerPeople({ partnerId }: { partnerId: number }) {
  const t = useT();
  const { user } = useSession();
  const timeZone = useTimeZone();
  const writable = canWrite(user, 'partners');
  const { people, revoked, failed, invite, setInvite, load, confirmRevoke } = usePartnerPeople(partnerId);

  return (
    <Paper withBorder p="lg" radius="md" mt="lg" component="section" aria-labelledby="partner-people">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4" id="partner-people">
            {t('partners.people.title')}
          </Title>
          <PermissionButton
            allowed={writable}
            variant="light"
            leftSection={<IconUserPlus size={16} aria-hidden />}
            onClick={() => setInvite({ name: '', email: '' })}
          >
            {t('partners.people.invite')}
          </PermissionButton>
        </Group>
        <Text size="sm" c="dimmed">
          {t('partners.people.intro')}
        </Text>
        {failed && people === null ? (
          <Text c="dimmed">{t('partners.people.failed')}</Text>
        ) : people === null ? (
          <Text c="dimmed">{t('partners.people.loading')}</Text>
        ) : people.length === 0 ? (
          <Text c="dimmed">{t('partners.people.none')}</Text>
        ) : (
          <PeopleTable people={people} timeZone={timeZone} writable={writable} onInvite={setInvite} onRevoke={confirmRevoke} />
        )}
        <RevokedPeople revoked={revoked} timeZone={timeZone} />
      </Stack>
      <InviteModal
        partnerId={partnerId}
        opened={invite !== null}
        initial={invite ?? { name: '', email: '' }}
        onClose={() => setInvite(null)}
        onInvited={(email) => {
          setInvite(null);
          toastSuccess(translateNow('partners.people.invited', { email }));
          void load();
        }}
      />
    </Paper>
  );
}

interface PeopleActions {
  timeZone: string;
  writable: boolean;
  /** Opens the invitation, filled for a person sent it again. */
  onInvite: (values: InviteValues) => void;
  onRevoke: (person: PartnerUser) => void;
}

/** The partner's portal users. */
function PeopleTable({ people, ...actions }: PeopleActions & { people: PartnerUser[] }) {
  const t = useT();
  return (
    <Table.ScrollContainer minWidth={820}>
      <Table striped verticalSpacing="xs" aria-label={t('partners.people.title')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('common.name')}</Table.Th>
            <Table.Th>{t('common.email')}</Table.Th>
            <Table.Th>{timeHeader(t('partners.people.invitedAt'), actions.timeZone)}</Table.Th>
            <Table.Th>{t('partners.people.accepted')}</Table.Th>
            <Table.Th>{t('partners.people.lastSignIn')}</Table.Th>
            <Table.Th>{t('partners.people.twoFactor')}</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {people.map((person) => (
            <PersonRow key={person.id} person={person} {...actions} />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** One person: when invited (and by whom), accepted and last signed in, two-factor, Send again (not yet accepted) and Revoke. */
function PersonRow({ person, timeZone, writable, onInvite, onRevoke }: PeopleActions & { person: PartnerUser }) {
  const t = useT();
  return (
    <Table.Tr data-testid={`person-${person.email}`}>
      <Table.Td>{person.name}</Table.Td>
      <Table.Td>{person.email}</Table.Td>
      <Table.Td>
        <Moment value={person.invited_at} timeZone={timeZone} none="" />
        {person.invited_by && (
          <Text size="xs" c="dimmed">
            {t('partners.people.invitedBy', { name: person.invited_by })}
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        <Moment value={person.accepted_at} timeZone={timeZone} none={t('partners.people.notYet')} />
      </Table.Td>
      <Table.Td data-testid="signed-in-at">
        <Moment value={person.signed_in_at} timeZone={timeZone} none={t('partners.people.never')} />
      </Table.Td>
      <Table.Td>
        <Badge variant="light" color={person.two_factor ? 'green' : 'gray'} tt="none">
          {t(person.two_factor ? 'partners.people.on' : 'partners.people.off')}
        </Badge>
      </Table.Td>
      <Table.Td>
        <Group gap="xs" justify="flex-end" wrap="nowrap">
          {!person.accepted_at && (
            <PermissionButton
              allowed={writable}
              size="compact-sm"
              variant="subtle"
              onClick={() => onInvite({ name: person.name, email: person.email })}
            >
              {t('partners.people.sendAgain')}
            </PermissionButton>
          )}
          <PermissionButton
            allowed={writable}
            size="compact-sm"
            variant="subtle"
            color="red"
            aria-label={t('partners.revoke.label', { name: person.name })}
            onClick={() => onRevoke(person)}
          >
            {t('partners.revoke')}
          </PermissionButton>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
