/**
 * The read-only view of a record: its title, the fields as plain text (ReadOnlyField), Edit and
 * Copy, and one way back: the 'Back to list' link above the title, as on the edit and new forms.
 * Edit and Copy are enabled only with write in the area, or for an admin.
 */
import { Group, Paper, Stack } from '@mantine/core';
import type { PermissionArea } from '@freight/domain';
import type { ReactNode } from 'react';
import { listPathOf } from '../lib/api';
import { useT } from '../lib/i18n';
import type { RecordNoun } from '../lib/record-nouns';
import { PageHeader } from './PageHeader';
import { PermissionButton } from './PermissionButton';

export interface RecordViewProps {
  title: ReactNode;
  /** The resource path, e.g. 'users' or 'admin/carriers'. */
  resource: string;
  id: number | string;
  /** The area whose write level enables Edit and Copy; without it only an admin. */
  area?: PermissionArea;
  /** False hides Copy (a record that cannot be copied). */
  copyable?: boolean;
  /** What the record is ('partner'): Copy says what it copies, "Copy partner" (a page may have other copy buttons). */
  noun?: RecordNoun;
  /** More buttons beside Edit / Copy / Back (Delete...). */
  actions?: ReactNode;
  /** A line under the title: the record in short (badges...). */
  summary?: ReactNode;
  /** Content between the title and the fields (the pricelist's price grid). */
  lead?: ReactNode;
  /** The read-only fields. */
  children: ReactNode;
  /** The most width the fields' card takes (default 720). */
  maw?: number | string;
  /** Content below the fields (related lists...). */
  below?: ReactNode;
}

export function RecordView({
  title,
  resource,
  id,
  area,
  copyable = true,
  noun,
  actions,
  summary,
  lead,
  children,
  maw = 720,
  below,
}: RecordViewProps) {
  const list = listPathOf(resource);
  const t = useT();
  return (
    <Stack gap="md">
      <PageHeader
        title={title}
        backTo={list}
        summary={summary}
        actions={
          <>
            <PermissionButton area={area} to={`/${resource}/${id}/edit`}>
              {t('common.edit')}
            </PermissionButton>
            {copyable && (
              <PermissionButton area={area} variant="light" to={`/${resource}/new?base=${id}`}>
                {noun ? t(`records.copy.${noun}` as const) : t('common.copy')}
              </PermissionButton>
            )}
            {actions}
          </>
        }
      />
      {lead}
      <Paper withBorder p="lg" radius="md" maw={maw}>
        {children}
      </Paper>
      {below}
    </Stack>
  );
}

/** A row of form buttons aligned to the right. */
export function FormButtons({ children }: { children: ReactNode }) {
  return (
    <Group justify="flex-end" mt="lg" gap="sm">
      {children}
    </Group>
  );
}
