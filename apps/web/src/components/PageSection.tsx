import { Paper, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A bordered section of a page of several (settings, your account): its heading names it. */
export function PageSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-label={title}>
      <Title order={2} size="h4" mb="xs">
        {title}
      </Title>
      {children}
    </Paper>
  );
}
