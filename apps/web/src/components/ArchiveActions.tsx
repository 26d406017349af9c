/**
 * Archived records (surcharges and partners): the view page's Archive link (to its
 * /archive confirmation) or, once archived, the Archived badge and Restore (a POST to its /restore
 * route action); and the list's "Show archived" box (?archived=true).
 */
import { Badge, Checkbox, Group } from '@mantine/core';
import type { PermissionArea } from '@freight/domain';
import { Form, useNavigation } from 'react-router';
import { formatDate } from '../lib/format';
import { useT } from '../lib/i18n';
import { useSubmitOnce } from '../lib/submit-once';
import { useListQuery } from './ListFilters';
import { PermissionButton } from './PermissionButton';

export interface ArchiveActionsProps {
  /** The record's resource path: 'surcharges', 'customers', 'admin/carriers/7/surcharges'. */
  resource: string;
  area: PermissionArea;
  record: { id: number; name: string; archived_at: string | null };
}

export function ArchiveActions({ resource, area, record }: ArchiveActionsProps) {
  const t = useT();
  const navigation = useNavigation();
  const once = useSubmitOnce();
  if (!record.archived_at) {
    return (
      <PermissionButton area={area} color="red" variant="light" to={`/${resource}/${record.id}/archive`}>
        {t('common.archive')}
      </PermissionButton>
    );
  }
  return (
    <Group gap="xs" wrap="nowrap">
      <Badge color="gray" variant="light" tt="none" size="lg" title={t('ui.archive.archivedOn', { date: formatDate(record.archived_at) })}>
        {t('common.archived')}
      </Badge>
      <Form
        method="post"
        action={`/${resource}/${record.id}/restore`}
        onSubmit={(event) => {
          if (!once.begin()) event.preventDefault();
        }}
      >
        <input type="hidden" name="name" value={record.name} />
        <PermissionButton area={area} type="submit" loading={navigation.state === 'submitting'}>
          {t('common.restore')}
        </PermissionButton>
      </Form>
    </Group>
  );
}

/** "Show archived": the archived records instead of the ones in use (?archived=true). */
export function ArchivedFilter() {
  const t = useT();
  const [params, update] = useListQuery();
  return (
    <Checkbox
      label={t('ui.archive.showArchived')}
      checked={params.get('archived') === 'true'}
      onChange={(event) => {
        const on = event.currentTarget.checked;
        update((next) => (on ? next.set('archived', 'true') : next.delete('archived')));
      }}
    />
  );
}
