/**
 * The signed-in person's own account (/account for staff, /portal/account in the partner portal):
 * who they are, two-factor sign-in, and where they are signed in, with a way to sign out a lost
 * laptop (one session) or everything but this browser (docs/api.md "Security events and sessions").
 */
import { Anchor, Badge, Button, Group, Select, Stack, Table, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { isLanguage, LANGUAGE_NAMES, LANGUAGES, SECURITY_ROUTES, type UserSession } from '@freight/domain';
import { IconDeviceLaptop, IconLogout, IconShieldCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useLoaderData, useNavigate, useRevalidator, type RouteObject } from 'react-router';
import { CHANGES_PATH, seesChanges } from '../../components/ChangesNav';
import { AreaError } from '../../components/ErrorScreens';
import { PageHeader } from '../../components/PageHeader';
import { PageSection } from '../../components/PageSection';
import { api } from '../../lib/client';
import { formatMoment, timeHeader } from '../../lib/format';
import { chooseLanguage, t, useLanguage, useT } from '../../lib/i18n';
import { loginPath } from '../../lib/next-path';
import { session, useTimeZone, useUser } from '../../lib/session';
import { toastError, toastSuccess } from '../../lib/toast';

/** GET /fe/sessions. */
export function accountLoader(): Promise<UserSession[]> {
  return api.read(SECURITY_ROUTES.sessions);
}

/** Where the session is: "Firefox on Linux", its address, and whether it still owes its code. */
function SessionWhere({ item }: { item: UserSession }) {
  const t = useT();
  return (
    // Wraps (the badges under the browser) where its column is narrow: a phone's fixed first column.
    <Group gap="xs">
      <IconDeviceLaptop size={18} aria-hidden />
      <Stack gap={0} flex="1 1 6rem" miw={0}>
        <Text size="sm" fw={500}>
          {item.device}
        </Text>
        {/* One line of the browser's own name, the rest in its title; a long token breaks rather than runs out of the cell. */}
        {item.user_agent && (
          <Text size="xs" c="dimmed" lineClamp={1} title={item.user_agent} maw={360} style={{ overflowWrap: 'anywhere' }}>
            {item.user_agent}
          </Text>
        )}
      </Stack>
      {item.current && (
        <Badge variant="light" color="green" tt="none">
          {t('account.sessions.thisBrowser')}
        </Badge>
      )}
      {item.two_factor_pending && (
        <Badge variant="light" color="orange" tt="none">
          {t('account.sessions.codeNotEntered')}
        </Badge>
      )}
    </Group>
  );
}

/** Signing a session out, one or all the others; a session ended elsewhere is read again. */
function useSessionEnds() {
  const t = useT();
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
    if (result.ok) toastSuccess(t('account.signOut.done', { device: item.device }));
    else toastError(result.error.code === 'NOT_FOUND' ? t('account.signOut.endedAlready') : result.error.message);
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
    toastSuccess(t('account.signOut.othersDone', { count: ended }));
    await revalidator.revalidate();
  };
  return { busy, endOne, endOthers };
}

function confirmSignOut(title: string, question: string, confirmLabel: string, run: () => Promise<void>) {
  modals.openConfirmModal({
    title,
    children: <Text size="sm">{question}</Text>,
    labels: { confirm: confirmLabel, cancel: t('account.cancel') },
    confirmProps: { color: 'red' },
    onConfirm: () => void run(),
  });
}

/** One session: where, from which address, when, and Sign out after a confirmation. */
function SessionRow({ item, busy, onEnd }: { item: UserSession; busy: boolean; onEnd: () => Promise<void> }) {
  const t = useT();
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
            aria-label={item.current ? t('account.signOut.thisBrowser') : t('account.signOut.device', { device: item.device })}
            onClick={() =>
              item.current
                ? confirmSignOut(t('account.signOut'), t('account.signOut.thisBrowserQuestion'), t('account.signOut'), onEnd)
                : confirmSignOut(
                    t('account.signOut.session'),
                    t('account.signOut.sessionText', { device: item.device, address: item.ip ?? t('account.sessions.noAddress') }),
                    t('account.signOut'),
                    onEnd,
                  )
            }
          >
            {t('account.signOut')}
          </Button>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

/** The sessions table and its two ways out. */
function SessionsSection({ sessions }: { sessions: UserSession[] }) {
  const t = useT();
  const timeZone = useTimeZone();
  const { busy, endOne, endOthers } = useSessionEnds();
  const others = sessions.filter((s) => !s.current).length;
  return (
    <PageSection title={t('account.sessions.title')}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <Text size="sm" c="dimmed" maw={620}>
            {t('account.sessions.intro')}
          </Text>
          <Button
            variant="light"
            color="red"
            leftSection={<IconLogout size={16} aria-hidden />}
            disabled={others === 0}
            loading={busy === 'others'}
            onClick={() =>
              confirmSignOut(
                t('account.signOut.others'),
                t('account.signOut.othersText', { count: others }),
                t('account.signOut.othersConfirm'),
                endOthers,
              )
            }
          >
            {t('account.signOut.others')}
          </Button>
        </Group>
        <Table.ScrollContainer minWidth={720}>
          <Table striped verticalSpacing="xs" aria-label={t('account.sessions.table')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('account.sessions.browser')}</Table.Th>
                <Table.Th>{t('account.sessions.address')}</Table.Th>
                <Table.Th>{timeHeader(t('account.sessions.signedIn'), timeZone)}</Table.Th>
                <Table.Th>{t('account.sessions.lastActive')}</Table.Th>
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

/**
 * The language of the screens (beside the header's language menu): kept on the user, so every
 * browser they sign in on follows.
 */
function LanguageField() {
  const t = useT();
  const language = useLanguage();
  const choose = async (next: string | null) => {
    if (!isLanguage(next) || next === language) return;
    if (!(await chooseLanguage(next))) toastError(t('language.failed'));
  };
  return (
    <Select
      label={t('language.label')}
      data={LANGUAGES.map((value) => ({ value, label: LANGUAGE_NAMES[value] }))}
      value={language}
      allowDeselect={false}
      onChange={(value) => void choose(value)}
      maw={240}
      mt="sm"
    />
  );
}

/** Who the person is: name, e-mail, company (or partner and its carrier), and their language. */
function PersonSection() {
  const t = useT();
  const user = useUser();
  return (
    <PageSection title={user.name}>
      <Text size="sm">{user.email}</Text>
      {user.company && (
        <Text size="sm" c="dimmed">
          {user.partner ? t('account.partnerOf', { partner: user.partner.name, company: user.company }) : user.company}
        </Text>
      )}
      <LanguageField />
      {/* The Changes page on a wide screen while nothing waits: the top bar may have no room for its icon. */}
      {!user.partner && seesChanges(user) && (
        <Anchor component={Link} to={CHANGES_PATH} size="sm" mt="sm" display="inline-block">
          {t('approvals.accountLink')}
        </Anchor>
      )}
    </PageSection>
  );
}

/** The page: the person, two-factor, sessions. `twoFactorPath`: where two-factor is switched on in this shell. */
export function AccountPage({ twoFactorPath }: { twoFactorPath: string }) {
  const t = useT();
  const sessions = useLoaderData<typeof accountLoader>();
  const user = useUser();
  return (
    <Stack gap="lg">
      <PageHeader title={t('shell.account')} />
      <PersonSection />
      <PageSection title={t('account.twoFactor')}>
        {user.two_factor ? (
          <Group gap="xs">
            <Badge color="green" variant="light" tt="none" leftSection={<IconShieldCheck size={14} aria-hidden />}>
              {t('account.twoFactorOn')}
            </Badge>
            <Text size="sm">{t('account.twoFactorOnText')}</Text>
          </Group>
        ) : (
          <Group gap="sm">
            <Text size="sm">{t('account.twoFactorOff')}</Text>
            <Button
              component={Link}
              to={twoFactorPath}
              variant="light"
              size="compact-sm"
              leftSection={<IconShieldCheck size={16} aria-hidden />}
            >
              {t('account.twoFactorSwitchOn')}
            </Button>
          </Group>
        )}
      </PageSection>
      <SessionsSection sessions={sessions} />
    </Stack>
  );
}

function AccountError() {
  const t = useT();
  return <AreaError title={t('account.error')} />;
}

/** /account in the carrier's shell. */
export const accountRoutes: RouteObject = {
  path: 'account',
  loader: accountLoader,
  Component: () => <AccountPage twoFactorPath="/users/two_factor" />,
  ErrorBoundary: AccountError,
};
