/**
 * The surcharge list: name search (debounced), sort by name, last updated or type with direction,
 * paging, "Show archived" (the archived ones instead); columns name, type, the amount badge, the hidden
 * marker and the last updated date.
 */
import { Badge, Button, Text } from '@mantine/core';
import { IconGasStation } from '@tabler/icons-react';
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { ArchivedFilter } from '../../components/ArchiveActions';
import { FilterBar, SortFilter } from '../../components/ListFilters';
import { RecordList, type Column } from '../../components/RecordList';
import { SearchFilter } from '../../components/SearchFilter';
import type { ListAnswer } from '../../lib/api';
import { formatDayIn } from '../../lib/format';
import { useTimeZone } from '../../lib/session';
import { api } from '../../lib/client';
import { listQuery } from '../../lib/records';
import { amountText, TYPE_COLORS, typeLabel } from './labels';
import { resourceOf, surchargeContractOf } from './scope';
import { ADMIN_ROUTES, type SurchargeListItem, type Translate } from '@freight/domain';
import { useT } from '../../lib/i18n';

interface SurchargeListData extends ListAnswer<SurchargeListItem> {
  resource: string;
  /** The carrier under /admin/carriers/{carrierId}/surcharges. */
  carrier: { id: number; name: string } | null;
}

export async function surchargeListLoader({ request, params }: LoaderFunctionArgs): Promise<SurchargeListData> {
  const resource = resourceOf(params);
  const { routes, mount } = surchargeContractOf(params);
  const [list, carrier] = await Promise.all([
    api.read(routes.list, { params: mount, query: listQuery(request, ['name', 'sort_by', 'dir', 'archived']) }),
    mount ? api.read(ADMIN_ROUTES.carrier, { params: { id: mount.carrierId } }) : null,
  ]);
  return { ...list, resource, carrier: carrier ? { id: carrier.id, name: carrier.name } : null };
}

function sortOptions(t: Translate) {
  return [
    { value: 'name', label: t('common.name') },
    { value: 'updated_at', label: t('surcharges.list.lastUpdated') },
    { value: 'type', label: t('common.type') },
  ];
}

function columns(t: Translate): Column<SurchargeListItem>[] {
  return [
    { header: t('common.name'), render: (s) => s.name },
    {
      header: t('common.type'),
      width: 140,
      render: (s) => (
        <Badge color={TYPE_COLORS[s.type] ?? 'gray'} variant="light" tt="none">
          {typeLabel(s.type, t)}
        </Badge>
      ),
    },
    {
      header: t('surcharges.amount'),
      width: 160,
      render: (s) => (
        <Badge color={s.type === 'pricelist' ? 'grape' : 'gray'} variant="outline" tt="none" style={{ whiteSpace: 'nowrap' }}>
          {amountText(s, t)}
        </Badge>
      ),
    },
    {
      header: t('surcharges.list.hidden'),
      width: 120,
      render: (s) =>
        s.hidden ? (
          <Badge color="gray" variant="light" tt="none" title={t('surcharges.list.hiddenTitle')}>
            {t('surcharges.list.hidden')}
          </Badge>
        ) : null,
    },
    {
      header: t('surcharges.list.lastUpdated'),
      width: 140,
      render: (s) => <UpdatedDay at={s.updated_at} />,
    },
  ];
}

/** The day a surcharge was last saved, in the carrier's time zone. */
function UpdatedDay({ at }: { at: string }) {
  const timeZone = useTimeZone();
  return (
    <Text size="sm" span style={{ whiteSpace: 'nowrap' }}>
      {formatDayIn(at, timeZone)}
    </Text>
  );
}

export function SurchargeList() {
  const { items, count, resource, carrier } = useLoaderData<typeof surchargeListLoader>();
  const t = useT();
  return (
    <RecordList
      title={carrier ? t('surcharges.titleOf', { carrier: carrier.name }) : t('surcharges.title')}
      resource={resource}
      area="surcharges"
      items={items}
      count={count}
      columns={columns(t)}
      newLabel={t('surcharges.new')}
      emptyText={t('surcharges.empty')}
      backTo={carrier ? `/admin/carriers/${carrier.id}` : undefined}
      // The fuel index is the carrier's own (a fuel-indexed surcharge reads it); not under an admin's carrier view.
      actions={
        carrier ? undefined : (
          <Button component={Link} to="/surcharges/fuel-index" variant="default" leftSection={<IconGasStation size={16} />}>
            {t('surcharges.fuelIndex')}
          </Button>
        )
      }
      filters={
        <FilterBar>
          <SearchFilter param="name" label={t('surcharges.list.search')} mb={0} />
          <SortFilter options={sortOptions(t)} />
          <ArchivedFilter />
        </FilterBar>
      }
    />
  );
}
