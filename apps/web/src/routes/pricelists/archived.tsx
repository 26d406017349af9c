/**
 * /pricelists/archived: the archived pricelists, the last archived first, each with
 * Unarchive. Un-archiving asks first, as a save does (docs/decisions/0010), when the pricelist would
 * answer lanes of a live pricelist instead; it sends the version the list showed.
 */
import { Button, Text } from '@mantine/core';
import { PRICELIST_ROUTES, translate, type ArchivedPricelistItem } from '@freight/domain';
import { IconArchiveOff } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { Link, useLoaderData, useRevalidator, type LoaderFunctionArgs } from 'react-router';
import { PermissionButton } from '../../components/PermissionButton';
import { RecordList, type Column } from '../../components/RecordList';
import { api, isProposal, type Relayed } from '../../lib/client';
import { formatDate, formatMoment } from '../../lib/format';
import { useLanguage, useT } from '../../lib/i18n';
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
  const t = useT();
  const language = useLanguage();
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  const name = pricelistName(pricelist.name, t);
  const target = useMemo(
    () => ({
      check: (body: Relayed) => api.check(PRICELIST_ROUTES.unarchive, { params: { id: pricelist.id }, body }),
      title: translate(language, 'pricelists.archived.takeoverTitle'),
      lead: translate(language, 'pricelists.archived.takeoverLead', { name }),
      note: translate(language, 'pricelists.archived.takeoverNote'),
    }),
    [pricelist.id, name, language],
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
      toastSuccess(isProposal(result.data) ? t('approvals.proposed') : t('pricelists.archived.back', { name }));
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
        aria-label={t('pricelists.archived.unarchiveName', { name })}
      >
        {t('pricelists.archived.unarchive')}
      </PermissionButton>
      {takeover.modal}
    </>
  );
}

export function ArchivedPricelists() {
  const t = useT();
  const { items, count } = useLoaderData<typeof archivedPricelistsLoader>();
  const timeZone = useTimeZone();
  const columns: Column<ArchivedPricelist>[] = [
    { header: t('common.name'), render: (p) => pricelistName(p.name, t) },
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
    { header: t('common.active'), render: (p) => <ActiveBadge active={p.active} tt="none" /> },
    { header: t('common.archived'), render: (p) => formatMoment(p.archived_at, timeZone) },
    { header: '', render: (p) => <UnarchiveButton pricelist={p} /> },
  ];
  return (
    <RecordList
      title={t('pricelists.archived.title')}
      resource="pricelists"
      items={items}
      count={count}
      columns={columns}
      newLabel={null}
      backTo="/pricelists"
      emptyText={t('pricelists.archived.empty')}
      rowLink={() => null}
    />
  );
}

/** The list's way to the archive. */
export function ArchivedLink() {
  const t = useT();
  return (
    <Button variant="default" component={Link} to="/pricelists/archived" leftSection={<IconArchiveOff size={16} aria-hidden />}>
      {t('common.archived')}
    </Button>
  );
}
