/**
 * /pricelists: filters partner (General included), active/disabled, comment search, service and
 * unit, kept in the pricelist filter memory and in the query string (docs/product/shell.md §3); paging; the
 * Active/Disabled and last-activity badges; 'No pricelists' with a Create button when empty.
 */
import { Badge, Button, Center, CloseButton, Text } from '@mantine/core';
import {
  GENERAL_CUSTOMER,
  PARTNER_ROUTES,
  PRICELIST_ROUTES,
  SERVICE_ROUTES,
  type PricelistListItem,
  type Translate,
} from '@freight/domain';
import { IconHelp, IconTrendingUp } from '@tabler/icons-react';
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { FilterBar, MultiSelectFilter, useListQuery } from '../../components/ListFilters';
import { PermissionButton } from '../../components/PermissionButton';
import { RecordList, type Column } from '../../components/RecordList';
import { SearchFilter } from '../../components/SearchFilter';
import { api } from '../../lib/client';
import { syncFilterMemory } from '../../lib/filter-memory';
import { formatDate, formatDayIn, truncate } from '../../lib/format';
import { useT } from '../../lib/i18n';
import { listQuery } from '../../lib/records';
import { useTimeZone } from '../../lib/session';
import { lastActivityBadge } from './activity';
import { ArchivedLink } from './archived';
import { ActiveBadge } from './badges';
import { pricelistName, STATUS_LABELS, unitLabel, unitOptions } from './labels';

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
  const t = useT();
  if (!health) return null;
  if (health.count === 0 || health.worst === null) {
    return (
      <Badge color="green" variant="light" tt="none" title={t('pricelists.list.healthOkTitle')}>
        {t('pricelists.list.healthOk')}
      </Badge>
    );
  }
  const label = t('pricelists.list.findings', { count: health.count });
  return (
    <Badge color={HEALTH_COLORS[health.worst]} variant="light" tt="none" title={label} aria-label={label}>
      {health.count}
    </Badge>
  );
}

function ActivityCell({ at }: { at: string | null }) {
  const t = useT();
  const badge = lastActivityBadge(at);
  const timeZone = useTimeZone();
  return (
    <Badge color={badge.color} variant="light" tt="none" title={at ? formatDayIn(at, timeZone) : undefined}>
      {t(badge.label)}
    </Badge>
  );
}

const columnsOf = (t: Translate): Column<PricelistListItem>[] => [
  { header: t('common.name'), render: (p) => <Cut text={pricelistName(p.name, t)} max={NAME_CHARS} /> },
  { header: t('common.service'), render: (p) => p.service_name },
  { header: t('common.partner'), render: (p) => p.customer_name ?? t('common.general') },
  { header: t('common.unit'), render: (p) => unitLabel(p.unit, t) },
  {
    header: t('pricelists.valid'),
    render: (p) => (
      <Text size="sm" span style={{ whiteSpace: 'nowrap' }}>
        {formatDate(p.valid_from)} – {formatDate(p.valid_to)}
      </Text>
    ),
  },
  { header: t('common.status'), render: (p) => t(STATUS_LABELS[p.status]) },
  {
    header: t('common.active'),
    render: (p) => <ActiveBadge active={p.active} tt="none" />,
  },
  { header: t('pricelists.list.health'), render: (p) => <HealthCell health={p.health} /> },
  { header: t('pricelists.list.lastActivity'), render: (p) => <ActivityCell at={p.last_activity} /> },
  { header: t('pricelists.comment'), render: (p) => <Cut text={p.comment ?? ''} max={COMMENT_CHARS} /> },
];

/** The days the list's pricelists end between (the home page's "Pricelists ending soon"), with a button that drops them. */
function EndingFilter() {
  const t = useT();
  const [params, update] = useListQuery();
  const from = params.get('ends_from');
  const to = params.get('ends_to');
  if (!from && !to) return null;
  const label = t('pricelists.list.ending', { from: from ? formatDate(from) : '', to: to ? formatDate(to) : '' });
  return (
    <Badge
      size="lg"
      variant="light"
      tt="none"
      rightSection={
        <CloseButton
          size="xs"
          aria-label={t('pricelists.list.everyEndDay')}
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

const activeOptions = (t: Translate) => [
  { value: 'true', label: t('common.active') },
  { value: 'false', label: t('common.disabled') },
];

export function PricelistList() {
  const t = useT();
  const { items, count, services, customers } = useLoaderData<typeof pricelistListLoader>();
  const partnerOptions = [
    { value: GENERAL_CUSTOMER, label: t('common.general') },
    ...customers.map((c) => ({ value: String(c.id), label: c.name })),
  ];
  const serviceOptions = services.map((s) => ({ value: String(s.id), label: s.name }));
  return (
    <>
      <RecordList
        title={t('pricelists.title')}
        resource="pricelists"
        area="pricelists"
        items={items}
        count={count}
        columns={columnsOf(t)}
        newLabel={t('pricelists.new')}
        emptyText={t('pricelists.list.empty')}
        memory="pricelist"
        actions={
          <>
            <PermissionButton
              area="pricelists"
              variant="default"
              to="/pricelists/increase"
              leftSection={<IconTrendingUp size={16} aria-hidden />}
            >
              {t('pricelists.list.rateIncrease')}
            </PermissionButton>
            <ArchivedLink />
            <Button variant="default" component={Link} to="/help" leftSection={<IconHelp size={16} aria-hidden />}>
              {t('pricelists.list.help')}
            </Button>
          </>
        }
        filters={
          <FilterBar>
            <MultiSelectFilter
              param="customer"
              label={t('common.partner')}
              data={partnerOptions}
              placeholder={t('pricelists.list.allPartners')}
            />
            <MultiSelectFilter
              param="active"
              label={t('pricelists.list.activeDisabled')}
              data={activeOptions(t)}
              placeholder={t('pricelists.list.both')}
            />
            <MultiSelectFilter
              param="service"
              label={t('common.service')}
              data={serviceOptions}
              placeholder={t('pricelists.list.allServices')}
            />
            <MultiSelectFilter param="unit" label={t('common.unit')} data={unitOptions(t)} placeholder={t('pricelists.list.allUnits')} />
            <SearchFilter param="comment" label={t('pricelists.comment')} placeholder={t('pricelists.list.searchComments')} mb={0} />
            <EndingFilter />
          </FilterBar>
        }
      />
      {items.length === 0 && (
        <Center mt="md">
          <PermissionButton area="pricelists" to="/pricelists/new">
            {t('pricelists.list.create')}
          </PermissionButton>
        </Center>
      )}
    </>
  );
}
