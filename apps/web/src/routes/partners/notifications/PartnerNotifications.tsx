/**
 * The partner page's "Change notifications": the partner's webhooks, its e-mail
 * recipients and the log of what was delivered to them. Each part reads its own data; partners
 * read see it, partners write change it.
 */
import { Divider, Paper, Stack, Text, Title } from '@mantine/core';
import { useT } from '../../../lib/i18n';
import { DeliveryLog } from './DeliveryLog';
import { RecipientsEditor } from './RecipientsEditor';
import { WebhooksPanel } from './WebhooksPanel';

export function PartnerNotifications({ partnerId }: { partnerId: number }) {
  const t = useT();
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-label={t('partners.notifications.title')}>
      <Title order={2} size="h4">
        {t('partners.notifications.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {t('partners.notifications.intro')}
      </Text>
      <Stack gap="lg">
        <WebhooksPanel partnerId={partnerId} />
        <Divider />
        <RecipientsEditor partnerId={partnerId} />
        <Divider />
        <DeliveryLog partnerId={partnerId} />
      </Stack>
    </Paper>
  );
}
