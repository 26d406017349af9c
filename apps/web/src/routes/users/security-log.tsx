/**
 * /users/security_log: the carrier's security trail for whoever reads users (docs/api.md "Security events
 * and sessions"): who signed in or failed to, who changed people, roles and tokens, who exported
 * prices. Filtered by kind, and by a person (a name in the list filters by them).
 */
import { Anchor, Badge, CloseButton, Select, Text } from '@mantine/core';
import {
  SECURITY_EVENT_KINDS,
  SECURITY_EVENT_RETENTION_DAYS,
  SECURITY_ROUTES,
  type MessageKey,
  type SecurityEvent,
  type SecurityEventKind,
} from '@freight/domain';
import { Link, useLoaderData, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { FilterBar, useListQuery } from '../../components/ListFilters';
import { RecordList, type Column } from '../../components/RecordList';
import { api } from '../../lib/client';
import { formatMoment, timeHeader } from '../../lib/format';
import { useLanguage, useT } from '../../lib/i18n';
import { listQuery } from '../../lib/records';
import { useTimeZone } from '../../lib/session';
import { sayDetail, sayLogText } from './security-detail';

interface SecurityLogData {
  items: SecurityEvent[];
  count: number;
}

export function securityLogLoader({ request }: LoaderFunctionArgs): Promise<SecurityLogData> {
  return api.read(SECURITY_ROUTES.events, { query: listQuery(request, ['kind', 'user']) });
}

/** Each kind as a person reads it in the log (the domain's SECURITY_EVENT_LABELS, in the catalogs). */
const KIND_WORDS: Record<SecurityEventKind, MessageKey> = {
  sign_in: 'users.securityLog.kind.signIn',
  sign_in_failed: 'users.securityLog.kind.signInFailed',
  two_factor_enabled: 'users.securityLog.kind.twoFactorEnabled',
  password_reset_requested: 'users.securityLog.kind.passwordResetRequested',
  password_set: 'users.securityLog.kind.passwordSet',
  sessions_ended: 'users.securityLog.kind.sessionsEnded',
  admin_acted_as: 'users.securityLog.kind.adminActedAs',
  user_created: 'users.securityLog.kind.userCreated',
  user_changed: 'users.securityLog.kind.userChanged',
  user_deleted: 'users.securityLog.kind.userDeleted',
  role_created: 'users.securityLog.kind.roleCreated',
  role_changed: 'users.securityLog.kind.roleChanged',
  role_deleted: 'users.securityLog.kind.roleDeleted',
  invitation_sent: 'users.securityLog.kind.invitationSent',
  invitation_accepted: 'users.securityLog.kind.invitationAccepted',
  access_revoked: 'users.securityLog.kind.accessRevoked',
  token_reset: 'users.securityLog.kind.tokenReset',
  pricelist_exported: 'users.securityLog.kind.pricelistExported',
  budget_exported: 'users.securityLog.kind.budgetExported',
  tender_exported: 'users.securityLog.kind.tenderExported',
  settings_changed: 'users.securityLog.kind.settingsChanged',
};

/** The address of this list filtered by a person (the page goes back to 1). */
function personFilter(params: URLSearchParams, userId: number): string {
  const next = new URLSearchParams(params);
  next.set('user', String(userId));
  next.delete('page');
  return `?${next.toString()}`;
}

/** Who did it: a person (a link that filters by them), or nobody signed in (a failed sign-in, a partner's API token: the detail says). */
function Actor({ event }: { event: SecurityEvent }) {
  const t = useT();
  const language = useLanguage();
  const [params] = useSearchParams();
  if (!event.actor) return <Text c="dimmed">{t('users.securityLog.notSignedIn')}</Text>;
  // "Ann (platform admin)" is stored in English.
  const name = sayLogText(language, event.actor.name);
  return (
    <Anchor component={Link} to={personFilter(params, event.actor.id)} title={t('users.securityLog.onlyOf', { name })}>
      {name}
    </Anchor>
  );
}

function Filters({ items }: { items: SecurityEvent[] }) {
  const t = useT();
  const [params, update] = useListQuery();
  const user = params.get('user');
  // The person filtered by, named from the events shown (they did, or were the subject of, each one).
  const language = useLanguage();
  const actor = items.find((e) => String(e.actor?.id) === user)?.actor?.name;
  const name = actor === undefined ? undefined : sayLogText(language, actor);
  return (
    <FilterBar>
      <Select
        label={t('users.securityLog.event')}
        placeholder={t('users.securityLog.everyEvent')}
        data={SECURITY_EVENT_KINDS.map((kind) => ({ value: kind, label: t(KIND_WORDS[kind]) }))}
        value={params.get('kind')}
        clearable
        searchable
        nothingFoundMessage={t('users.nothingFound')}
        w={280}
        onChange={(kind) =>
          update((query) => {
            if (kind) query.set('kind', kind);
            else query.delete('kind');
          })
        }
      />
      {user && (
        <Badge
          size="lg"
          variant="light"
          tt="none"
          rightSection={
            <CloseButton size="xs" aria-label={t('users.securityLog.everyone')} onClick={() => update((query) => query.delete('user'))} />
          }
        >
          {name ? t('users.securityLog.eventsOf', { name }) : t('users.securityLog.eventsOfOne')}
        </Badge>
      )}
    </FilterBar>
  );
}

export function SecurityLog() {
  const t = useT();
  const language = useLanguage();
  const { items, count } = useLoaderData<typeof securityLogLoader>();
  const timeZone = useTimeZone();
  const columns: Column<SecurityEvent>[] = [
    { header: timeHeader(t('users.securityLog.time'), timeZone), render: (e) => formatMoment(e.at, timeZone), width: 160 },
    { header: t('users.securityLog.event'), render: (e) => t(KIND_WORDS[e.kind]), width: 200 },
    { header: t('users.securityLog.by'), render: (e) => <Actor event={e} />, width: 200 },
    // Stored in English where the server words them ('Rate card', 'wrong password'): said in the reader's language.
    { header: t('users.securityLog.about'), render: (e) => sayLogText(language, e.subject) },
    { header: t('users.securityLog.detail'), render: (e) => sayDetail(language, t, e.detail) },
    { header: t('users.securityLog.address'), render: (e) => e.ip ?? '', width: 130 },
  ];
  return (
    <>
      <RecordList
        title={t('users.securityLog.title')}
        resource="users/security_log"
        backTo="/users"
        items={items}
        count={count}
        columns={columns}
        newLabel={null}
        rowLink={() => null}
        emptyText={t('users.securityLog.empty')}
        filters={<Filters items={items} />}
      />
      <Text size="sm" c="dimmed" mt="sm">
        {t('users.securityLog.kept', { days: SECURITY_EVENT_RETENTION_DAYS })}
      </Text>
    </>
  );
}
