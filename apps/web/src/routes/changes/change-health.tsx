/** The health check of a pricelist as a change would make it (the change's `health`): its findings, errors first, or that none were found. */
import { Badge, Group, List, Paper, Text, Title } from '@mantine/core';
import type { ChangeAnswer } from '@freight/domain';
import { useId } from 'react';
import { useT } from '../../lib/i18n';

const SEVERITY = {
  error: { color: 'red', label: 'common.error' },
  warning: { color: 'yellow', label: 'pricelists.health.warning' },
  info: { color: 'blue', label: 'pricelists.health.note' },
} as const;

export function ChangeHealth({ health }: { health: ChangeAnswer['health'] }) {
  const t = useT();
  const titleId = useId();
  if (!health) return null;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={titleId}>
      <Title order={2} size="h5" mb="xs" id={titleId}>
        {t('pricelists.health.title')}
      </Title>
      {health.findings.length === 0 ? (
        <Text size="sm">{t('approvals.healthNone')}</Text>
      ) : (
        <List spacing={4} size="sm" listStyleType="none">
          {health.findings.map((f, i) => (
            <List.Item key={`${f.kind}-${i}`}>
              <Group gap="xs" wrap="nowrap" align="flex-start">
                <Badge color={SEVERITY[f.severity].color} variant="light" size="sm" tt="none" miw={70}>
                  {t(SEVERITY[f.severity].label)}
                </Badge>
                <Text size="sm">{f.message}</Text>
              </Group>
            </List.Item>
          ))}
        </List>
      )}
    </Paper>
  );
}
