/** A page title with its actions on the right and, on deeper pages, a 'Back to list' link above. */
import { Anchor, Group, Stack, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useT } from '../lib/i18n';

export function BackToList({ to }: { to: string }) {
  const t = useT();
  return (
    <Anchor component={Link} to={to} size="sm">
      <Group gap={4} component="span" wrap="nowrap">
        <IconArrowLeft size={14} aria-hidden />
        {t('ui.backToList')}
      </Group>
    </Anchor>
  );
}

export function PageHeader({
  title,
  actions,
  backTo,
  summary,
}: {
  title: ReactNode;
  actions?: ReactNode;
  backTo?: string;
  /** A line under the title (a record's badges and key facts). */
  summary?: ReactNode;
}) {
  return (
    <Stack gap={4} mb="md">
      {backTo && <BackToList to={backTo} />}
      <Group justify="space-between" align={summary ? 'flex-start' : 'center'} wrap="wrap" gap="sm">
        <Stack gap={6} miw={0}>
          <Title order={1} size="h2">
            {title}
          </Title>
          {summary}
        </Stack>
        {actions && <Group gap="xs">{actions}</Group>}
      </Group>
    </Stack>
  );
}
