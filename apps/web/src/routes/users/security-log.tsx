/**
 * /users/security_log: the carrier's security trail for whoever reads users (docs/api.md "Security events
 * and sessions"): who signed in or failed to, who changed people, roles and tokens, who exported
 * prices. Filtered by kind, and by a person (a name in the list filters by them).
 */
import { Anchor, Badge, CloseButton, Select, Text } from '@mantine/core';
import {
  SECURITY_EVENT_KINDS,
  SECURITY_EVENT_LABELS,
  SECURITY_EVENT_RETENTION_DAYS,
  SECURITY_ROUTES,
  type SecurityEvent,
} from '@freight/domain';
import { Link, useLoaderData, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { FilterBar, useListQuery } from '../../components/ListFilters';
import { RecordList, type Column } from '../../components/RecordList';
import { api } from '../../lib/client';
import { formatMoment, timeHeader } from '../../lib/format';
import { listQuery } from '../../lib/records';
import { useTimeZone } from '../../lib/session';

interface SecurityLogData {
  items: SecurityEvent[];
  count: number;
}

export function securityLogLoader({ request }: LoaderFunctionArgs): Promise<SecurityLogData> {
  return api.read(SECURITY_ROUTES.events, { query: listQuery(request, ['kind', 'user']) });
}

const KIND_OPTIONS = SECURITY_EVENT_KINDS.map((kind) => ({ value: kind, label: SECURITY_EVENT_LABELS[kind] }));

/** The address of this list filtered by a person (the page goes back to 1). */
function personFilter(params: URLSearchParams, userId: number): string {
  const next = new URLSearchParams(params);
  next.set('user', String(userId));
  next.delete('page');
  return `?${next.toString()}`;
}

/** Who did it: a person (a link that filters by them), or nobody signed in (a failed sign-in, a partner's API token: the detail says). */
function Actor({ event }: { event: SecurityEvent }) {
  const [params] = useSearchParams();
  if (!event.actor) return <Text c="dimmed">Not signed in</Text>;
  return (
    <Anchor component={Link} to={personFilter(params, event.actor.id)} title={`Only the events of ${event.actor.name}`}>
      {event.actor.name}
    </Anchor>
  );
}

function Filters({ items }: { items: SecurityEvent[] }) {
  const [params, update] = useListQuery();
  const user = params.get('user');
  // The person filtered by, named from the events shown (they did, or were the subject of, each one).
  const name = items.find((e) => String(e.actor?.id) === user)?.actor?.name;
  return (
    <FilterBar>
      <Select
        label="Event"
        placeholder="Every event"
        data={KIND_OPTIONS}
        value={params.get('kind')}
        clearable
        searchable
        nothingFoundMessage="Nothing found"
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
            <CloseButton size="xs" aria-label="Show everyone's events" onClick={() => update((query) => query.delete('user'))} />
          }
        >
          {name ? `Events of ${name}` : 'Events of one person'}
        </Badge>
      )}
    </FilterBar>
  );
}

export function SecurityLog() {
  const { items, count } = useLoaderData<typeof securityLogLoader>();
  const timeZone = useTimeZone();
  const columns: Column<SecurityEvent>[] = [
    { header: timeHeader('Time', timeZone), render: (e) => formatMoment(e.at, timeZone), width: 160 },
    { header: 'Event', render: (e) => SECURITY_EVENT_LABELS[e.kind], width: 200 },
    { header: 'By', render: (e) => <Actor event={e} />, width: 200 },
    { header: 'About', render: (e) => e.subject },
    { header: 'Detail', render: (e) => e.detail },
    { header: 'Address', render: (e) => e.ip ?? '', width: 130 },
  ];
  return (
    <>
      <RecordList
        title="Security log"
        resource="users/security_log"
        backTo="/users"
        items={items}
        count={count}
        columns={columns}
        newLabel={null}
        rowLink={() => null}
        emptyText="No events"
        filters={<Filters items={items} />}
      />
      <Text size="sm" c="dimmed" mt="sm">
        Events are kept {SECURITY_EVENT_RETENTION_DAYS} days.
      </Text>
    </>
  );
}
