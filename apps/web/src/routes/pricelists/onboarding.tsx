/**
 * Shown instead of the create form while the carrier has no service or no zone (docs/product/domain.md §2): what a
 * pricelist needs first, and what it can use.
 */
import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { MessageKey } from '@freight/domain';
import { IconCircleCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PageHeader } from '../../components/PageHeader';
import { useT } from '../../lib/i18n';

export interface OnboardingCounts {
  services: number;
  zones: number;
  customers: number;
  conditions: number;
  surcharges: number;
}

/** A step's texts are message keys, translated where the card shows them. */
interface Step {
  title: MessageKey;
  text: MessageKey;
  to: string;
  action: MessageKey;
  done: boolean;
  required: boolean;
}

/** What a carrier makes before a first pricelist, each done once one exists. */
function stepsOf(counts: OnboardingCounts): Step[] {
  return [
    {
      title: 'pricelists.onboarding.service.title',
      text: 'pricelists.onboarding.service.text',
      to: '/services/new',
      action: 'pricelists.onboarding.service.action',
      done: counts.services > 0,
      required: true,
    },
    {
      title: 'pricelists.onboarding.zone.title',
      text: 'pricelists.onboarding.zone.text',
      to: '/zones/new',
      action: 'pricelists.onboarding.zone.action',
      done: counts.zones > 0,
      required: true,
    },
    {
      title: 'pricelists.onboarding.partner.title',
      text: 'pricelists.onboarding.partner.text',
      to: '/customers/new',
      action: 'pricelists.onboarding.partner.action',
      done: counts.customers > 0,
      required: false,
    },
    {
      title: 'pricelists.onboarding.condition.title',
      text: 'pricelists.onboarding.condition.text',
      to: '/conditions/new',
      action: 'pricelists.onboarding.condition.action',
      done: counts.conditions > 0,
      required: false,
    },
    {
      title: 'pricelists.onboarding.surcharge.title',
      text: 'pricelists.onboarding.surcharge.text',
      to: '/surcharges/new',
      action: 'pricelists.onboarding.surcharge.action',
      done: counts.surcharges > 0,
      required: false,
    },
  ];
}

function StepCard({ step }: { step: Step }) {
  const t = useT();
  return (
    <Card withBorder radius="md" padding="lg" data-onboarding={step.done ? 'done' : 'todo'}>
      <Group justify="space-between" mb="xs" wrap="nowrap">
        <Text fw={600}>{t(step.title)}</Text>
        {step.done ? (
          <Badge color="green" variant="light" leftSection={<IconCircleCheck size={12} aria-hidden />} tt="none">
            {t('common.done')}
          </Badge>
        ) : (
          <Badge color={step.required ? 'orange' : 'gray'} variant="light" tt="none">
            {step.required ? t('pricelists.onboarding.needed') : t('pricelists.onboarding.optional')}
          </Badge>
        )}
      </Group>
      <Text size="sm" c="dimmed" mb="md">
        {t(step.text)}
      </Text>
      <Button component={Link} to={step.to} variant={step.done ? 'default' : step.required ? 'filled' : 'light'} mt="auto">
        {t(step.action)}
      </Button>
    </Card>
  );
}

export function PricelistOnboarding({ counts }: { counts: OnboardingCounts }) {
  const t = useT();
  const steps = stepsOf(counts);
  return (
    <Stack gap={0}>
      <PageHeader title={t('pricelists.new')} backTo="/pricelists" />
      <Stack gap="md" maw={1100}>
        <div>
          <Title order={2} size="h4">
            {t('pricelists.onboarding.title')}
          </Title>
          <Text c="dimmed" size="sm">
            {t('pricelists.onboarding.text')}
          </Text>
        </div>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {steps.map((step) => (
            <StepCard key={step.title} step={step} />
          ))}
        </SimpleGrid>
      </Stack>
    </Stack>
  );
}
