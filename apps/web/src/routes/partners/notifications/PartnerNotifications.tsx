/**
 * The partner page's "Change notifications": the partner's webhooks, its e-mail
 * recipients and the log of what was delivered to them. Each part reads its own data; partners
 * read see it, partners write change it.
 */
import { Divider, Paper, Stack, Text, Title } from '@mantine/core';
import { DeliveryLog } from './DeliveryLog';
import { RecipientsEditor } from './RecipientsEditor';
import { WebhooksPanel } from './WebhooksPanel';

export function PartnerNotifications({ partnerId }: { partnerId: number }) {
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-label="Change notifications">
      <Title order={2} size="h4">
        Change notifications
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        The partner is told when the prices of a pricelist that prices for them change, when a change is scheduled and when it takes effect.
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
