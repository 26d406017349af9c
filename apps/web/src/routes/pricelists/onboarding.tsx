/**
 * Shown instead of the create form while the carrier has no service or no zone (docs/product/domain.md §2): what a
 * pricelist needs first, and what it can use.
 */
import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PageHeader } from '../../components/PageHeader';

export interface OnboardingCounts {
  services: number;
  zones: number;
  customers: number;
  conditions: number;
  surcharges: number;
}

interface Step {
  title: string;
  text: string;
  to: string;
  action: string;
  done: boolean;
  required: boolean;
}

/** What a carrier makes before a first pricelist, each done once one exists. */
function stepsOf(counts: OnboardingCounts): Step[] {
  return [
    {
      title: 'Create a service',
      text: 'Every pricelist prices one service, such as groupage or express.',
      to: '/services/new',
      action: 'Create service',
      done: counts.services > 0,
      required: true,
    },
    {
      title: 'Create a zone',
      text: 'Prices are given from one zone to another. A zone groups postcode areas.',
      to: '/zones/new',
      action: 'Create zone',
      done: counts.zones > 0,
      required: true,
    },
    {
      title: 'Add a partner',
      text: 'Optional: a pricelist for one partner. Without a partner it is the general pricelist.',
      to: '/customers/new',
      action: 'Add partner',
      done: counts.customers > 0,
      required: false,
    },
    {
      title: 'Add a condition',
      text: 'Optional: limits such as a maximum weight, used as blocks of the pricelist.',
      to: '/conditions/new',
      action: 'Add condition',
      done: counts.conditions > 0,
      required: false,
    },
    {
      title: 'Add a surcharge',
      text: 'Optional: fuel, ADR or tail-lift charges added on top of the freight.',
      to: '/surcharges/new',
      action: 'Add surcharge',
      done: counts.surcharges > 0,
      required: false,
    },
  ];
}

function StepCard({ step }: { step: Step }) {
  return (
    <Card withBorder radius="md" padding="lg" data-onboarding={step.done ? 'done' : 'todo'}>
      <Group justify="space-between" mb="xs" wrap="nowrap">
        <Text fw={600}>{step.title}</Text>
        {step.done ? (
          <Badge color="green" variant="light" leftSection={<IconCircleCheck size={12} aria-hidden />} tt="none">
            Done
          </Badge>
        ) : (
          <Badge color={step.required ? 'orange' : 'gray'} variant="light" tt="none">
            {step.required ? 'Needed' : 'Optional'}
          </Badge>
        )}
      </Group>
      <Text size="sm" c="dimmed" mb="md">
        {step.text}
      </Text>
      <Button component={Link} to={step.to} variant={step.done ? 'default' : step.required ? 'filled' : 'light'} mt="auto">
        {step.action}
      </Button>
    </Card>
  );
}

export function PricelistOnboarding({ counts }: { counts: OnboardingCounts }) {
  const steps = stepsOf(counts);
  return (
    <Stack gap={0}>
      <PageHeader title="New pricelist" backTo="/pricelists" />
      <Stack gap="md" maw={1100}>
        <div>
          <Title order={2} size="h4">
            Before your first pricelist
          </Title>
          <Text c="dimmed" size="sm">
            A pricelist needs a service and at least one zone. Create them first; the form opens once they exist.
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
