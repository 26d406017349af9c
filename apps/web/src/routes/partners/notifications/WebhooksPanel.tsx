/**
 * The partner's webhook endpoints (GET /fe/customers/{id}/webhooks): each with its URL, the events
 * it is sent and when it was added; "Add webhook" and "Remove" (asked first) for partners write.
 */
import { Anchor, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { PARTNER_NOTIFICATION_ROUTES, type WebhookAnswer } from '@freight/domain';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { ConfirmedRowAction } from '../../../components/ConfirmedRowAction';
import { PermissionButton } from '../../../components/PermissionButton';
import { api } from '../../../lib/client';
import { formatMoment, timeHeader } from '../../../lib/format';
import { t as translateNow, useT } from '../../../lib/i18n';
import { useTimeZone } from '../../../lib/session';
import { toastError, toastSuccess } from '../../../lib/toast';
import { AddWebhookModal } from './AddWebhookModal';
import { eventWords } from './event-words';
import { useSectionData } from './use-section-data';

function RemoveButton({ partnerId, webhook, onRemoved }: { partnerId: number; webhook: WebhookAnswer; onRemoved: () => Promise<void> }) {
  const t = useT();
  const remove = async () => {
    try {
      const result = await api.remove(
        PARTNER_NOTIFICATION_ROUTES.removeWebhook,
        { params: { id: partnerId, webhookId: webhook.id } },
        { refusalInPlace: true },
      );
      if (result.ok) toastSuccess(translateNow('partners.webhooks.remove.done', { url: webhook.url }));
      else toastError(result.error.message);
    } catch {
      // 404: removed meanwhile; the list read again shows what is left.
      toastError(translateNow('partners.webhooks.remove.gone'));
    }
  };
  return (
    <ConfirmedRowAction
      area="partners"
      icon={<IconTrash size={14} aria-hidden />}
      label={t('partners.webhooks.remove.label', { url: webhook.url })}
      title={t('partners.webhooks.remove.title')}
      question={t('partners.webhooks.remove.text', { url: webhook.url })}
      confirmLabel={t('partners.webhooks.remove.confirm')}
      cancelLabel={t('common.cancel')}
      run={remove}
      then={onRemoved}
    >
      {t('common.remove')}
    </ConfirmedRowAction>
  );
}

export function WebhooksPanel({ partnerId }: { partnerId: number }) {
  const t = useT();
  const timeZone = useTimeZone();
  const [adding, setAdding] = useState(false);
  const { data: webhooks, reload } = useSectionData(
    () => api.peek(PARTNER_NOTIFICATION_ROUTES.webhooks, { params: { id: partnerId } }),
    String(partnerId),
  );

  return (
    <Stack gap="sm" component="section" aria-label={t('partners.webhooks.title')}>
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={3} size="h5">
            {t('partners.webhooks.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('partners.webhooks.intro')}{' '}
            <Anchor component={Link} to="/help#change-notifications" size="sm">
              {t('partners.webhooks.howTo')}
            </Anchor>
          </Text>
        </div>
        <PermissionButton area="partners" size="sm" leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setAdding(true)}>
          {t('partners.webhooks.add')}
        </PermissionButton>
      </Group>
      {webhooks === null && <Loader size="sm" />}
      {webhooks === 'failed' && (
        <Text size="sm" c="dimmed">
          {t('partners.webhooks.failed')}
        </Text>
      )}
      {Array.isArray(webhooks) && webhooks.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('partners.webhooks.none')}
        </Text>
      )}
      {Array.isArray(webhooks) && webhooks.length > 0 && (
        <Table.ScrollContainer minWidth={640}>
          <Table verticalSpacing="xs" striped aria-label={t('partners.webhooks.table')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('partners.webhooks.url')}</Table.Th>
                <Table.Th>{t('partners.webhooks.events')}</Table.Th>
                <Table.Th w={200}>{timeHeader(t('partners.webhooks.addedAt'), timeZone)}</Table.Th>
                <Table.Th w={120} />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {webhooks.map((webhook) => (
                <Table.Tr key={webhook.id}>
                  <Table.Td style={{ wordBreak: 'break-all' }}>{webhook.url}</Table.Td>
                  <Table.Td>{eventWords(webhook.events, t)}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatMoment(webhook.created_at, timeZone)}</Table.Td>
                  <Table.Td>
                    <Group justify="flex-end">
                      <RemoveButton partnerId={partnerId} webhook={webhook} onRemoved={reload} />
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <AddWebhookModal partnerId={partnerId} opened={adding} onClose={() => setAdding(false)} onAdded={reload} />
    </Stack>
  );
}
