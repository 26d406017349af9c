/**
 * The signed-in person's own account (/account for staff, /portal/account in the partner portal):
 * who they are, two-factor sign-in, and where they are signed in, with a way to sign out a lost
 * laptop (one session) or everything but this browser (docs/api.md "Security events and sessions").
 */
import { Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { SECURITY_ROUTES, type UserSession } from '@freight/domain';
import { IconDeviceLaptop, IconLogout, IconShieldCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useLoaderData, useNavigate, useRevalidator, type RouteObject } from 'react-router';
import { AreaError } from '../../components/ErrorScreens';
import { PageHeader } from '../../components/PageHeader';
import { PageSection } from '../../components/PageSection';
import { api } from '../../lib/client';
import { formatMoment, timeHeader } from '../../lib/format';
import { loginPath } from '../../lib/next-path';
import { session, useTimeZone, useUser } from '../../lib/session';
import { toastError, toastSuccess } from '../../lib/toast';

/** GET /fe/sessions. */
export function accountLoader(): Promise<UserSession[]> {
  return api.read(SECURITY_ROUTES.sessions);
}

/** Where the session is: "Firefox on Linux", its address, and whether it still owes its code. */
function SessionWhere({ item }: { item: UserSession }) {
  return (
    <Group gap="xs" wrap="nowrap">
      <IconDeviceLaptop size={18} aria-hidden />
      <Stack gap={0}>
        <Text size="sm" fw={500}>
          {item.device}
        </Text>
        {item.user_agent && (
          <Text size="xs" c="dimmed" lineClamp={1} title={item.user_agent} maw={360}>
            {item.user_agent}
          </Text>
        )}
      </Stack>
      {item.current && (
        <Badge variant="light" color="green" tt="none">
          This browser
        </Badge>
      )}
      {item.two_factor_pending && (
        <Badge variant="light" color="orange" tt="none">
          Code not entered
        </Badge>
      )}
    </Group>
  );
}

/** Signing a session out, one or all the others; a session ended elsewhere is read again. */
function useSessionEnds() {
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState<string | null>(null);

  const endOne = async (item: UserSession) => {
    setBusy(item.id);
    const result = await api.exchange(SECURITY_ROUTES.endSession, { params: { id: item.id } });
    setBusy(null);
    if (result.ok && item.current) {
      session.setUser(null);
      navigate('/login', { replace: true });
      return;
    }
    if (!result.ok && result.error.code === 'UNAUTHORIZED') {
      navigate(loginPath(window.location.pathname), { replace: true });
      return;
    }
    if (result.ok) toastSuccess(`Signed out ${item.device}`);
    else toastError(result.error.code === 'NOT_FOUND' ? 'That session had ended already' : result.error.message);
    await revalidator.revalidate();
  };

  const endOthers = async () => {
    setBusy('others');
    const result = await api.exchange(SECURITY_ROUTES.endOtherSessions);
    setBusy(null);
    if (!result.ok) {
      if (result.error.code === 'UNAUTHORIZED') navigate(loginPath(window.location.pathname), { replace: true });
      else toastError(result.error.message);
      return;
    }
    const { ended } = result.data;
    toastSuccess(ended === 1 ? 'Signed out 1 other session' : `Signed out ${ended} other sessions`);
    await revalidator.revalidate();
  };
  return { busy, endOne, endOthers };
}

function confirmSignOut(title: string, question: string, confirmLabel: string, run: () => Promise<void>) {
  modals.openConfirmModal({
    title,
    children: <Text size="sm">{question}</Text>,
    labels: { confirm: confirmLabel, cancel: 'Cancel' },
    confirmProps: { color: 'red' },
    onConfirm: () => void run(),
  });
}

/** One session: where, from which address, when, and Sign out after a confirmation. */
function SessionRow({ item, busy, onEnd }: { item: UserSession; busy: boolean; onEnd: () => Promise<void> }) {
  const timeZone = useTimeZone();
  return (
    <Table.Tr data-testid="session-row" data-current={item.current || undefined}>
      <Table.Td>
        <SessionWhere item={item} />
      </Table.Td>
      <Table.Td>{item.ip ?? ''}</Table.Td>
      <Table.Td>{formatMoment(item.created_at, timeZone)}</Table.Td>
      <Table.Td>{formatMoment(item.last_seen_at, timeZone)}</Table.Td>
      <Table.Td>
        <Group justify="flex-end">
          <Button
            size="compact-sm"
            variant="subtle"
            color="red"
            loading={busy}
            aria-label={item.current ? 'Sign out this browser' : `Sign out ${item.device}`}
            onClick={() =>
              item.current
                ? confirmSignOut('Sign out', 'Sign out this browser?', 'Sign out', onEnd)
                : confirmSignOut(
                    'Sign out a session',
                    `${item.device} (${item.ip ?? 'no address'}) is signed out at once.`,
                    'Sign out',
                    onEnd,
                  )
            }
          >
            Sign out
          </Button>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

/** The sessions table and its two ways out. */
function SessionsSection({ sessions }: { sessions: UserSession[] }) {
  const timeZone = useTimeZone();
  const { busy, endOne, endOthers } = useSessionEnds();
  const others = sessions.filter((s) => !s.current).length;
  return (
    <PageSection title="Where you are signed in">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <Text size="sm" c="dimmed" maw={620}>
            Every browser and device signed in as you. Sign out one you do not know or no longer use (a lost laptop): it is signed out at
            once and needs your password again.
          </Text>
          <Button
            variant="light"
            color="red"
            leftSection={<IconLogout size={16} aria-hidden />}
            disabled={others === 0}
            loading={busy === 'others'}
            onClick={() =>
              confirmSignOut(
                'Sign out other sessions',
                `Every other browser and device signed in as you (${others}) is signed out at once. This browser stays signed in.`,
                'Sign out others',
                endOthers,
              )
            }
          >
            Sign out other sessions
          </Button>
        </Group>
        <Table.ScrollContainer minWidth={720}>
          <Table striped verticalSpacing="xs" aria-label="Sessions">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Browser</Table.Th>
                <Table.Th>Address</Table.Th>
                <Table.Th>{timeHeader('Signed in', timeZone)}</Table.Th>
                <Table.Th>Last active</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {sessions.map((item) => (
                <SessionRow key={item.id} item={item} busy={busy === item.id} onEnd={() => endOne(item)} />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>
    </PageSection>
  );
}

/** The page: the person, two-factor, sessions. `twoFactorPath`: where two-factor is switched on in this shell. */
export function AccountPage({ twoFactorPath }: { twoFactorPath: string }) {
  const sessions = useLoaderData<typeof accountLoader>();
  const user = useUser();
  return (
    <Stack gap="lg">
      <PageHeader title="Your account" />
      <PageSection title={user.name}>
        <Text size="sm">{user.email}</Text>
        {user.company && (
          <Text size="sm" c="dimmed">
            {user.partner ? `${user.partner.name}, a partner of ${user.company}` : user.company}
          </Text>
        )}
      </PageSection>
      <PageSection title="Two-factor sign-in">
        {user.two_factor ? (
          <Group gap="xs">
            <Badge color="green" variant="light" tt="none" leftSection={<IconShieldCheck size={14} aria-hidden />}>
              On
            </Badge>
            <Text size="sm">Signing in asks for the code of your authenticator app.</Text>
          </Group>
        ) : (
          <Group gap="sm">
            <Text size="sm">Off: your password alone signs you in.</Text>
            <Button
              component={Link}
              to={twoFactorPath}
              variant="light"
              size="compact-sm"
              leftSection={<IconShieldCheck size={16} aria-hidden />}
            >
              Switch on two-factor sign-in
            </Button>
          </Group>
        )}
      </PageSection>
      <SessionsSection sessions={sessions} />
    </Stack>
  );
}

/** /account in the carrier's shell. */
export const accountRoutes: RouteObject = {
  path: 'account',
  loader: accountLoader,
  Component: () => <AccountPage twoFactorPath="/users/two_factor" />,
  ErrorBoundary: () => <AreaError title="Error getting your account" />,
};
