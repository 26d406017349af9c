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
import { useTimeZone } from '../../../lib/session';
import { toastError, toastSuccess } from '../../../lib/toast';
import { AddWebhookModal } from './AddWebhookModal';
import { eventWords } from './event-words';
import { useSectionData } from './use-section-data';

function RemoveButton({ partnerId, webhook, onRemoved }: { partnerId: number; webhook: WebhookAnswer; onRemoved: () => Promise<void> }) {
  const remove = async () => {
    try {
      const result = await api.remove(
        PARTNER_NOTIFICATION_ROUTES.removeWebhook,
        { params: { id: partnerId, webhookId: webhook.id } },
        { refusalInPlace: true },
      );
      if (result.ok) toastSuccess(`Webhook ${webhook.url} removed`);
      else toastError(result.error.message);
    } catch {
      // 404: removed meanwhile; the list read again shows what is left.
      toastError('The webhook was already removed');
    }
  };
  return (
    <ConfirmedRowAction
      area="partners"
      icon={<IconTrash size={14} aria-hidden />}
      label={`Remove the webhook ${webhook.url}`}
      title="Remove the webhook?"
      question={
        <>{webhook.url} is sent no more events, and its deliveries still waiting for a retry stop. The delivery log keeps what was sent.</>
      }
      confirmLabel="Remove webhook"
      cancelLabel="Cancel"
      run={remove}
      then={onRemoved}
    >
      Remove
    </ConfirmedRowAction>
  );
}

export function WebhooksPanel({ partnerId }: { partnerId: number }) {
  const timeZone = useTimeZone();
  const [adding, setAdding] = useState(false);
  const { data: webhooks, reload } = useSectionData(
    () => api.peek(PARTNER_NOTIFICATION_ROUTES.webhooks, { params: { id: partnerId } }),
    String(partnerId),
  );

  return (
    <Stack gap="sm" component="section" aria-label="Webhooks">
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={3} size="h5">
            Webhooks
          </Title>
          <Text size="sm" c="dimmed">
            The partner's systems are sent each event as a signed JSON POST.{' '}
            <Anchor component={Link} to="/help#change-notifications" size="sm">
              How to receive them
            </Anchor>
          </Text>
        </div>
        <PermissionButton area="partners" size="sm" leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setAdding(true)}>
          Add webhook
        </PermissionButton>
      </Group>
      {webhooks === null && <Loader size="sm" />}
      {webhooks === 'failed' && (
        <Text size="sm" c="dimmed">
          The webhooks could not be read.
        </Text>
      )}
      {Array.isArray(webhooks) && webhooks.length === 0 && (
        <Text size="sm" c="dimmed">
          No webhooks yet.
        </Text>
      )}
      {Array.isArray(webhooks) && webhooks.length > 0 && (
        <Table.ScrollContainer minWidth={640}>
          <Table verticalSpacing="xs" striped aria-label="Webhook list">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>URL</Table.Th>
                <Table.Th>Events</Table.Th>
                <Table.Th w={200}>{timeHeader('Added', timeZone)}</Table.Th>
                <Table.Th w={120} />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {webhooks.map((webhook) => (
                <Table.Tr key={webhook.id}>
                  <Table.Td style={{ wordBreak: 'break-all' }}>{webhook.url}</Table.Td>
                  <Table.Td>{eventWords(webhook.events)}</Table.Td>
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
