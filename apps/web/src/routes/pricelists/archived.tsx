/**
 * /pricelists/archived: the archived pricelists, the last archived first, each with
 * Unarchive. Un-archiving asks first, as a save does (docs/decisions/0010), when the pricelist would
 * answer lanes of a live pricelist instead; it sends the version the list showed.
 */
import { Button, Text } from '@mantine/core';
import { PRICELIST_ROUTES, type ArchivedPricelistItem } from '@freight/domain';
import { IconArchiveOff } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { Link, useLoaderData, useRevalidator, type LoaderFunctionArgs } from 'react-router';
import { PermissionButton } from '../../components/PermissionButton';
import { RecordList, type Column } from '../../components/RecordList';
import { api, type Relayed } from '../../lib/client';
import { formatDate, formatMoment } from '../../lib/format';
import { pageOf } from '../../lib/records';
import { useTimeZone } from '../../lib/session';
import { toastError, toastSuccess } from '../../lib/toast';
import { ActiveBadge } from './badges';
import { pricelistName, unitLabel } from './labels';
import { useTakeoverConfirm } from './takeover-confirm';

type ArchivedPricelist = ArchivedPricelistItem;

export async function archivedPricelistsLoader({ request }: LoaderFunctionArgs) {
  return api.read(PRICELIST_ROUTES.archived, { query: { page: pageOf(request) } });
}

function UnarchiveButton({ pricelist }: { pricelist: ArchivedPricelist }) {
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  const name = pricelistName(pricelist.name);
  const target = useMemo(
    () => ({
      check: (body: Relayed) => api.check(PRICELIST_ROUTES.unarchive, { params: { id: pricelist.id }, body }),
      title: 'Un-archiving replaces a live pricelist',
      lead: `Back from the archive, ${name} is the pricelist the calculator, budgets, tenders and the partner API use instead of:`,
      note: 'The later Valid from wins, then the higher id. To keep the live one, Cancel: this pricelist stays archived.',
    }),
    [pricelist.id, name],
  );
  const takeover = useTakeoverConfirm(pricelist.id, target);
  const unarchive = async () => {
    setBusy(true);
    try {
      const body = { version: pricelist.version };
      if (!(await takeover.confirm(body))) return;
      const result = await api.action(PRICELIST_ROUTES.unarchive, { params: { id: pricelist.id }, body });
      if (!result.ok) {
        toastError(result.error.message);
        return;
      }
      toastSuccess(`Pricelist ${name} is back in the list`);
      revalidator.revalidate();
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <PermissionButton
        area="pricelists"
        size="compact-sm"
        variant="light"
        leftSection={<IconArchiveOff size={14} aria-hidden />}
        loading={busy}
        onClick={() => void unarchive()}
        aria-label={`Unarchive ${name}`}
      >
        Unarchive
      </PermissionButton>
      {takeover.modal}
    </>
  );
}

export function ArchivedPricelists() {
  const { items, count } = useLoaderData<typeof archivedPricelistsLoader>();
  const timeZone = useTimeZone();
  const columns: Column<ArchivedPricelist>[] = [
    { header: 'Name', render: (p) => pricelistName(p.name) },
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
    { header: 'Active', render: (p) => <ActiveBadge active={p.active} tt="none" /> },
    { header: 'Archived', render: (p) => formatMoment(p.archived_at, timeZone) },
    { header: '', render: (p) => <UnarchiveButton pricelist={p} /> },
  ];
  return (
    <RecordList
      title="Archived pricelists"
      resource="pricelists"
      items={items}
      count={count}
      columns={columns}
      newLabel={null}
      backTo="/pricelists"
      emptyText="No archived pricelists"
      rowLink={() => null}
    />
  );
}

/** The list's way to the archive. */
export function ArchivedLink() {
  return (
    <Button variant="default" component={Link} to="/pricelists/archived" leftSection={<IconArchiveOff size={16} aria-hidden />}>
      Archived
    </Button>
  );
}
