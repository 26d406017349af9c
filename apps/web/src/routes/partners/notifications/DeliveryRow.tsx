/**
 * A row of the delivery log: when the event was made, what it was (in words) and of which pricelist,
 * where it went, its status, its attempts (the last in short; opened, every attempt), the next try
 * and Resend. Opened, a second row lists each attempt with the answer's first bytes.
 */
import { Anchor, Badge, Code, Table, Text } from '@mantine/core';
import type { WebhookDelivery } from '@freight/domain';
import { IconSend } from '@tabler/icons-react';
import { PermissionButton } from '../../../components/PermissionButton';
import { formatMoment, timeHeader } from '../../../lib/format';
import { useLanguage, useT } from '../../../lib/i18n';
import { pricelistName } from '../../pricelists/labels';
import { EVENT_WORDS } from './event-words';
import {
  attemptOutcome,
  attemptsText,
  CHANNEL_WORDS,
  DELIVERY_STATUS_BADGES,
  lastAttemptLine,
  nextAttemptOf,
  sayAnswer,
} from './delivery-row';

/** The columns of the log; the opened row spans them. */
export const DELIVERY_COLUMNS = 7;

/** The opened row: every attempt of the delivery with its whole answer. */
function DeliveryAttempts({ id, delivery, timeZone }: { id: string; delivery: WebhookDelivery; timeZone: string }) {
  const t = useT();
  const language = useLanguage();
  return (
    <Table.Tr id={id}>
      <Table.Td colSpan={DELIVERY_COLUMNS} bg="var(--mantine-color-gray-0)">
        <Table withRowBorders={false} verticalSpacing={4} aria-label={t('partners.deliveries.attemptsOf', { id: delivery.id })}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={230}>{timeHeader(t('partners.deliveries.time'), timeZone)}</Table.Th>
              <Table.Th w={120}>{t('partners.deliveries.outcome')}</Table.Th>
              <Table.Th>{t('partners.deliveries.answer')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {delivery.attempts.map((attempt, index) => (
              <Table.Tr key={index}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatMoment(attempt.at, timeZone)}</Table.Td>
                <Table.Td>
                  <Text size="sm" c={attempt.ok ? 'green.8' : 'red.8'}>
                    {attemptOutcome(attempt, delivery.channel, t)}
                  </Text>
                </Table.Td>
                <Table.Td>
                  {attempt.answer ? (
                    <Code block style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
                      {sayAnswer(attempt.answer, language)}
                    </Code>
                  ) : (
                    <Text size="sm" c="dimmed">
                      —
                    </Text>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.Td>
    </Table.Tr>
  );
}

export function DeliveryRow({
  delivery,
  timeZone,
  opened,
  onToggle,
  resending,
  onResend,
}: {
  delivery: WebhookDelivery;
  timeZone: string;
  opened: boolean;
  onToggle: () => void;
  resending: boolean;
  onResend: () => void;
}) {
  const t = useT();
  const badge = DELIVERY_STATUS_BADGES[delivery.status];
  const next = nextAttemptOf(delivery);
  const last = lastAttemptLine(delivery, t);
  const event = t(EVENT_WORDS[delivery.event.type]);
  const detailsId = `delivery-${delivery.id}-attempts`;
  return (
    <>
      <Table.Tr style={{ verticalAlign: 'top' }} data-delivery={delivery.id}>
        <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatMoment(delivery.event.created_at, timeZone)}</Table.Td>
        <Table.Td>
          <Text size="sm">{event}</Text>
          <Text size="xs" c="dimmed">
            {pricelistName(delivery.event.pricelist_name)}
          </Text>
        </Table.Td>
        <Table.Td>
          <Text size="xs" c="dimmed">
            {t(CHANNEL_WORDS[delivery.channel])}
          </Text>
          <Text size="sm" style={{ wordBreak: 'break-all' }}>
            {delivery.target}
          </Text>
        </Table.Td>
        <Table.Td>
          <Badge color={badge.color} variant="light" tt="none" miw="max-content">
            {t(badge.label)}
          </Badge>
        </Table.Td>
        <Table.Td>
          {delivery.attempts.length === 0 ? (
            <Text size="sm" c="dimmed">
              {attemptsText(0, t)}
            </Text>
          ) : (
            <Anchor component="button" type="button" size="sm" onClick={onToggle} aria-expanded={opened} aria-controls={detailsId}>
              {attemptsText(delivery.attempts.length, t)}
            </Anchor>
          )}
          {last && (
            <Text size="xs" c="dimmed" style={{ wordBreak: 'break-word' }}>
              {last}
            </Text>
          )}
        </Table.Td>
        <Table.Td style={{ whiteSpace: 'nowrap' }}>{next ? formatMoment(next, timeZone) : '—'}</Table.Td>
        <Table.Td>
          <PermissionButton
            area="partners"
            size="compact-sm"
            variant="light"
            leftSection={<IconSend size={14} aria-hidden />}
            loading={resending}
            onClick={onResend}
            aria-label={t('partners.deliveries.resendLabel', { event, target: delivery.target })}
          >
            {t('partners.deliveries.resend')}
          </PermissionButton>
        </Table.Td>
      </Table.Tr>
      {opened && <DeliveryAttempts id={detailsId} delivery={delivery} timeZone={timeZone} />}
    </>
  );
}

/** The log's header row; times in the carrier's zone, named once per column. */
export function DeliveryHeader({ timeZone }: { timeZone: string }) {
  const t = useT();
  return (
    <Table.Thead>
      <Table.Tr>
        <Table.Th w={150}>{timeHeader(t('partners.deliveries.made'), timeZone)}</Table.Th>
        <Table.Th w={170}>{t('partners.deliveries.event')}</Table.Th>
        <Table.Th>{t('partners.deliveries.sentTo')}</Table.Th>
        <Table.Th w={110}>{t('common.status')}</Table.Th>
        <Table.Th w={260}>{t('partners.deliveries.attemptsHeader')}</Table.Th>
        <Table.Th w={150}>{timeHeader(t('partners.deliveries.nextAttempt'), timeZone)}</Table.Th>
        <Table.Th w={110} />
      </Table.Tr>
    </Table.Thead>
  );
}
