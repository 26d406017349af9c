/**
 * The delivery log (GET /fe/customers/{id}/webhook_deliveries?page=&status=): every event sent to
 * the partner's webhooks and recipients, newest first, filtered by status and paged; Resend (POST
 * .../webhook_deliveries/{deliveryId}/resend) sends one again now, with the same event id. A page
 * with a pending delivery due soon is read again shortly after it is due (refreshDelay).
 */
import { ActionIcon, Button, Group, Loader, Pagination, Stack, Table, Text, Title, Tooltip } from '@mantine/core';
import { PAGE_SIZE, PARTNER_NOTIFICATION_ROUTES, type WebhookDelivery } from '@freight/domain';
import { IconRefresh } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { api } from '../../../lib/client';
import { t as translateNow, useT } from '../../../lib/i18n';
import { useTimeZone } from '../../../lib/session';
import { toastError, toastSuccess } from '../../../lib/toast';
import { refreshDelay, STATUS_FILTER_OPTIONS, type DeliveryStatus } from './delivery-row';
import { DeliveryHeader, DeliveryRow } from './DeliveryRow';
import { EVENT_WORDS } from './event-words';
import { useSectionData } from './use-section-data';

/**
 * The status filter as pressed buttons in a group (Mantine gives it role="group"): a view page holds
 * no inputs but its record's open editors (the read views' rule), and it is the list's filter, not
 * a field of the partner.
 */
function StatusFilter({ value, onChange }: { value: DeliveryStatus | ''; onChange: (value: DeliveryStatus | '') => void }) {
  const t = useT();
  return (
    <Button.Group aria-label={t('partners.deliveries.filter')}>
      {STATUS_FILTER_OPTIONS.map((option) => (
        <Button
          key={option.value}
          size="compact-sm"
          variant={option.value === value ? 'filled' : 'default'}
          aria-pressed={option.value === value}
          onClick={() => onChange(option.value)}
        >
          {t(option.label)}
        </Button>
      ))}
    </Button.Group>
  );
}

/** The log's page for the status filter, read again when a pending delivery is due; the rows opened; Refresh and Resend. */
function useDeliveryLog(partnerId: number) {
  const [status, setStatus] = useState<DeliveryStatus | ''>('');
  const [page, setPage] = useState(1);
  const [opened, setOpened] = useState<Set<number>>(new Set());
  const [resending, setResending] = useState<number | null>(null);
  const [refreshing, setRefreshing] = useState(false);
  const { data, reload } = useSectionData(
    () =>
      api.peek(PARTNER_NOTIFICATION_ROUTES.deliveries, {
        params: { id: partnerId },
        query: { page, ...(status ? { status } : {}) },
      }),
    `${partnerId}:${page}:${status}`,
  );

  // A pending delivery's next attempt shows by itself when it is near; a far one waits for Refresh.
  useEffect(() => {
    const delay = data && data !== 'failed' ? refreshDelay(data.items, Date.now()) : null;
    if (delay === null) return;
    const timer = setTimeout(() => void reload(), delay);
    return () => clearTimeout(timer);
  }, [data, reload]);

  const filter = (value: DeliveryStatus | '') => {
    setStatus(value);
    setPage(1);
  };
  const refresh = async () => {
    setRefreshing(true);
    await reload();
    setRefreshing(false);
  };
  const toggle = (id: number) =>
    setOpened((shown) => {
      const next = new Set(shown);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const resend = async (delivery: WebhookDelivery) => {
    setResending(delivery.id);
    const result = await api.submit(PARTNER_NOTIFICATION_ROUTES.resend, { params: { id: partnerId, deliveryId: delivery.id } });
    setResending(null);
    if (!result.ok) toastError(result.error.message);
    else
      toastSuccess(
        translateNow('partners.deliveries.resent', { event: translateNow(EVENT_WORDS[delivery.event.type]), target: delivery.target }),
      );
    await reload();
  };

  return { status, filter, page, setPage, opened, resending, refreshing, data, refresh, toggle, resend };
}

type DeliveryLogState = ReturnType<typeof useDeliveryLog>;

export function DeliveryLog({ partnerId }: { partnerId: number }) {
  const t = useT();
  const timeZone = useTimeZone();
  const log = useDeliveryLog(partnerId);
  const { status, page, data } = log;

  const total = data && data !== 'failed' ? Math.max(1, Math.ceil(data.count / PAGE_SIZE)) : 1;
  return (
    <Stack gap="sm" component="section" aria-label={t('partners.deliveries.title')}>
      <LogHeader log={log} />
      {data === null && <Loader size="sm" />}
      {data === 'failed' && (
        <Text size="sm" c="dimmed">
          {t('partners.deliveries.unread')}
        </Text>
      )}
      {data && data !== 'failed' && data.items.length === 0 && (
        <Text size="sm" c="dimmed">
          {t(status ? 'partners.deliveries.noneWithStatus' : 'partners.deliveries.none')}
        </Text>
      )}
      {data && data !== 'failed' && data.items.length > 0 && <DeliveriesTable deliveries={data.items} timeZone={timeZone} log={log} />}
      {total > 1 && (
        <Group justify="center">
          <Pagination
            total={total}
            value={Math.min(page, total)}
            onChange={log.setPage}
            size="sm"
            getControlProps={(control) => ({ 'aria-label': t('partners.deliveries.page', { control }) })}
          />
        </Group>
      )}
    </Stack>
  );
}

/** The title, the status filter and Refresh. */
function LogHeader({ log }: { log: DeliveryLogState }) {
  const t = useT();
  return (
    <Group justify="space-between" align="flex-end">
      <div>
        <Title order={3} size="h5">
          {t('partners.deliveries.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('partners.deliveries.intro')}
        </Text>
      </div>
      <Group gap="xs">
        <StatusFilter value={log.status} onChange={log.filter} />
        <Tooltip label={t('partners.deliveries.reread')} withArrow>
          <ActionIcon
            variant="default"
            aria-label={t('partners.deliveries.refresh')}
            loading={log.refreshing}
            onClick={() => void log.refresh()}
          >
            <IconRefresh size={16} aria-hidden />
          </ActionIcon>
        </Tooltip>
      </Group>
    </Group>
  );
}

/** The page's deliveries, each opening on its attempts, with Resend. */
function DeliveriesTable({ deliveries, timeZone, log }: { deliveries: WebhookDelivery[]; timeZone: string; log: DeliveryLogState }) {
  const t = useT();
  const { opened, resending, toggle, resend } = log;
  return (
    <Table.ScrollContainer minWidth={1100}>
      <Table verticalSpacing="xs" aria-label={t('partners.deliveries.table')}>
        <DeliveryHeader timeZone={timeZone} />
        <Table.Tbody>
          {deliveries.map((delivery) => (
            <DeliveryRow
              key={delivery.id}
              delivery={delivery}
              timeZone={timeZone}
              opened={opened.has(delivery.id)}
              onToggle={() => toggle(delivery.id)}
              resending={resending === delivery.id}
              onResend={() => void resend(delivery)}
            />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
