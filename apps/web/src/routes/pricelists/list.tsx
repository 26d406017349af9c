/**
 * /pricelists: filters partner (General included), active/disabled, comment search, service and
 * unit, kept in the pricelist filter memory and in the query string (docs/product/shell.md §3); paging; the
 * Active/Disabled and last-activity badges; 'No pricelists' with a Create button when empty.
 */
import { Badge, Button, Center, CloseButton, Text } from '@mantine/core';
import { GENERAL_CUSTOMER, PARTNER_ROUTES, PRICELIST_ROUTES, SERVICE_ROUTES, type PricelistListItem } from '@freight/domain';
import { IconHelp, IconTrendingUp } from '@tabler/icons-react';
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { FilterBar, MultiSelectFilter, useListQuery } from '../../components/ListFilters';
import { PermissionButton } from '../../components/PermissionButton';
import { RecordList, type Column } from '../../components/RecordList';
import { SearchFilter } from '../../components/SearchFilter';
import { api } from '../../lib/client';
import { syncFilterMemory } from '../../lib/filter-memory';
import { formatDate, formatDayIn, truncate } from '../../lib/format';
import { listQuery } from '../../lib/records';
import { useTimeZone } from '../../lib/session';
import { lastActivityBadge } from './activity';
import { ArchivedLink } from './archived';
import { ActiveBadge } from './badges';
import { pricelistName, STATUS_LABELS, UNIT_OPTIONS, unitLabel } from './labels';

/** List truncations (docs/product/domain.md §9): pricelist name 25 characters, comment 50. */
const NAME_CHARS = 25;
const COMMENT_CHARS = 50;

export async function pricelistListLoader({ request }: LoaderFunctionArgs) {
  syncFilterMemory('pricelist', request);
  const [list, services, customers] = await Promise.all([
    api.read(PRICELIST_ROUTES.list, {
      query: listQuery(request, ['service', 'active', 'customer', 'unit', 'comment', 'ends_from', 'ends_to']),
    }),
    api.options(SERVICE_ROUTES.options),
    api.options(PARTNER_ROUTES.options),
  ]);
  return { ...list, services, customers };
}

function Cut({ text, max }: { text: string; max: number }) {
  return <span title={text.length > max ? text : undefined}>{truncate(text, max)}</span>;
}

const HEALTH_COLORS = { error: 'red', warning: 'yellow', info: 'blue' } as const;

/** The health check's count (GET /fe/pricelists/{id}/health lists the findings on the pricelist's page). */
function HealthCell({ health }: { health: PricelistListItem['health'] }) {
  if (!health) return null;
  if (health.count === 0 || health.worst === null) {
    return (
      <Badge color="green" variant="light" tt="none" title="The health check found nothing">
        OK
      </Badge>
    );
  }
  const label = `${health.count} finding${health.count === 1 ? '' : 's'}`;
  return (
    <Badge color={HEALTH_COLORS[health.worst]} variant="light" tt="none" title={label} aria-label={label}>
      {health.count}
    </Badge>
  );
}

function ActivityCell({ at }: { at: string | null }) {
  const badge = lastActivityBadge(at);
  const timeZone = useTimeZone();
  return (
    <Badge color={badge.color} variant="light" tt="none" title={at ? formatDayIn(at, timeZone) : undefined}>
      {badge.label}
    </Badge>
  );
}

const COLUMNS: Column<PricelistListItem>[] = [
  { header: 'Name', render: (p) => <Cut text={pricelistName(p.name)} max={NAME_CHARS} /> },
  { header: 'Service', render: (p) => p.service_name },
  { header: 'Partner', render: (p) => p.customer_name ?? 'General' },
  { header: 'Unit', render: (p) => unitLabel(p.unit) },
  {
    header: 'Valid',
    render: (p) => (
      <Text size="sm" span style={{ whiteSpace: 'nowrap' }}>
        {formatDate(p.valid_from)} – {formatDate(p.valid_to)}
      </Text>
    ),
  },
  { header: 'Status', render: (p) => STATUS_LABELS[p.status] },
  {
    header: 'Active',
    render: (p) => <ActiveBadge active={p.active} tt="none" />,
  },
  { header: 'Health', render: (p) => <HealthCell health={p.health} /> },
  { header: 'Last activity', render: (p) => <ActivityCell at={p.last_activity} /> },
  { header: 'Comment', render: (p) => <Cut text={p.comment ?? ''} max={COMMENT_CHARS} /> },
];

/** The days the list's pricelists end between (the home page's "Pricelists ending soon"), with a button that drops them. */
function EndingFilter() {
  const [params, update] = useListQuery();
  const from = params.get('ends_from');
  const to = params.get('ends_to');
  if (!from && !to) return null;
  const label = `Ending ${from ? formatDate(from) : ''} – ${to ? formatDate(to) : ''}`;
  return (
    <Badge
      size="lg"
      variant="light"
      tt="none"
      rightSection={
        <CloseButton
          size="xs"
          aria-label="Show every end day"
          onClick={() =>
            update((query) => {
              query.delete('ends_from');
              query.delete('ends_to');
            })
          }
        />
      }
    >
      {label}
    </Badge>
  );
}

const ACTIVE_OPTIONS = [
  { value: 'true', label: 'Active' },
  { value: 'false', label: 'Disabled' },
];

export function PricelistList() {
  const { items, count, services, customers } = useLoaderData<typeof pricelistListLoader>();
  const partnerOptions = [{ value: GENERAL_CUSTOMER, label: 'General' }, ...customers.map((c) => ({ value: String(c.id), label: c.name }))];
  const serviceOptions = services.map((s) => ({ value: String(s.id), label: s.name }));
  return (
    <>
      <RecordList
        title="Pricelists"
        resource="pricelists"
        area="pricelists"
        items={items}
        count={count}
        columns={COLUMNS}
        newLabel="New pricelist"
        emptyText="No pricelists"
        memory="pricelist"
        actions={
          <>
            <PermissionButton
              area="pricelists"
              variant="default"
              to="/pricelists/increase"
              leftSection={<IconTrendingUp size={16} aria-hidden />}
            >
              Rate increase
            </PermissionButton>
            <ArchivedLink />
            <Button variant="default" component={Link} to="/help" leftSection={<IconHelp size={16} aria-hidden />}>
              Help
            </Button>
          </>
        }
        filters={
          <FilterBar>
            <MultiSelectFilter param="customer" label="Partner" data={partnerOptions} placeholder="All partners" />
            <MultiSelectFilter param="active" label="Active / disabled" data={ACTIVE_OPTIONS} placeholder="Both" />
            <MultiSelectFilter param="service" label="Service" data={serviceOptions} placeholder="All services" />
            <MultiSelectFilter param="unit" label="Unit" data={UNIT_OPTIONS} placeholder="All units" />
            <SearchFilter param="comment" label="Comment" placeholder="Search comments" mb={0} />
            <EndingFilter />
          </FilterBar>
        }
      />
      {items.length === 0 && (
        <Center mt="md">
          <PermissionButton area="pricelists" to="/pricelists/new">
            Create
          </PermissionButton>
        </Center>
      )}
    </>
  );
}
