/** /changes: the changes of one status (Pending, Approved, Rejected), the newest first, each opening its page. */
import { Anchor, Paper, SegmentedControl, Stack, Table, Text } from '@mantine/core';
import { CHANGE_ROUTES, CHANGE_STATUSES, type ChangeListItem, type ChangeStatus } from '@freight/domain';
import { Link, useLoaderData, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { ListPager } from '../../components/RecordList';
import { PageHeader } from '../../components/PageHeader';
import { api } from '../../lib/client';
import { formatMoment, timeHeader } from '../../lib/format';
import { useT } from '../../lib/i18n';
import { listQuery } from '../../lib/records';
import { useTimeZone } from '../../lib/session';
import { changeRecordText, decidedText } from './labels';

export function changeListLoader({ request }: LoaderFunctionArgs) {
  return api.read(CHANGE_ROUTES.list, { query: listQuery(request, ['status']) });
}

/** The status the page shows: ?status=, pending unless it names another. */
function useStatus(): [ChangeStatus, (next: string) => void] {
  const [params, setParams] = useSearchParams();
  const asked = params.get('status');
  const status = CHANGE_STATUSES.find((s) => s === asked) ?? 'pending';
  return [status, (next) => setParams(next === 'pending' ? {} : { status: next })];
}

function ChangeRow({ change }: { change: ChangeListItem }) {
  const t = useT();
  const timeZone = useTimeZone();
  return (
    <Table.Tr>
      <Table.Td>
        <Anchor component={Link} to={`/changes/${change.id}`}>
          {changeRecordText(change, t)}
        </Anchor>
      </Table.Td>
      <Table.Td>{t(`approvals.origin.${change.origin}`)}</Table.Td>
      <Table.Td>{change.author.name}</Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatMoment(change.created_at, timeZone)}</Table.Td>
      <Table.Td>
        {decidedText(change, t)}
        {change.reason && (
          <Text size="xs" c="dimmed">
            {t('approvals.reasonShown', { reason: change.reason })}
          </Text>
        )}
      </Table.Td>
    </Table.Tr>
  );
}

export function ChangeList() {
  const t = useT();
  const timeZone = useTimeZone();
  const { items, count } = useLoaderData<typeof changeListLoader>();
  const [status, setStatus] = useStatus();
  return (
    <Stack gap="md">
      <PageHeader title={t('approvals.title')} summary={<Text c="dimmed">{t('approvals.intro')}</Text>} />
      <SegmentedControl
        aria-label={t('approvals.statusFilter')}
        w="fit-content"
        value={status}
        onChange={setStatus}
        data={CHANGE_STATUSES.map((s) => ({ value: s, label: t(`approvals.status.${s}`) }))}
      />
      {items.length === 0 ? (
        <Paper withBorder p="lg">
          <Text c="dimmed">{t('approvals.none')}</Text>
        </Paper>
      ) : (
        <Table.ScrollContainer minWidth={700}>
          <Table striped highlightOnHover aria-label={t('approvals.title')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('approvals.column.record')}</Table.Th>
                <Table.Th>{t('approvals.column.origin')}</Table.Th>
                <Table.Th>{t('approvals.column.author')}</Table.Th>
                <Table.Th>{timeHeader(t('approvals.column.when'), timeZone)}</Table.Th>
                <Table.Th>{t('approvals.column.decided')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((change) => (
                <ChangeRow key={change.id} change={change} />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <ListPager count={count} />
    </Stack>
  );
}
