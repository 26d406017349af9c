/**
 * "Waiting for approval" on a record's page (a pricelist, a surcharge, a zone, an area, a transit
 * time, a condition; their view and edit pages): the record's pending changes
 * (GET /fe/changes/of_record), each with its author and time, and for whoever reads approvals a
 * link to the change. Nothing while none waits (or the list cannot be read).
 */
import { Alert, Anchor, Stack, Text, type MantineSpacing } from '@mantine/core';
import { IconHourglass } from '@tabler/icons-react';
import { CHANGE_ROUTES, type ChangeListItem, type RECORDS_WITH_PAGES } from '@freight/domain';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { api } from '../lib/client';
import { formatMoment } from '../lib/format';
import { useT } from '../lib/i18n';
import { canRead } from '../lib/permissions';
import { useSession, useTimeZone } from '../lib/session';

/** A record whose page says what waits on it. */
export type RecordWithPage = (typeof RECORDS_WITH_PAGES)[number];

interface WaitingProps {
  recordType: RecordWithPage;
  recordId: number;
  /** Read again when it changes (the record's version). */
  refreshKey?: number | null;
  /** The margin below it (on an edit page, above the form); none by default. */
  mb?: MantineSpacing;
}

function usePendingOf({ recordType, recordId, refreshKey }: WaitingProps): ChangeListItem[] {
  const [items, setItems] = useState<ChangeListItem[]>([]);
  useEffect(() => {
    let live = true;
    void api.peek(CHANGE_ROUTES.ofRecord, { query: { record_type: recordType, record_id: recordId } }).then((answer) => {
      if (live) setItems(answer?.items ?? []);
    });
    return () => {
      live = false;
    };
  }, [recordType, recordId, refreshKey]);
  return items;
}

export function WaitingForApproval(props: WaitingProps) {
  const t = useT();
  const timeZone = useTimeZone();
  const { user } = useSession();
  const items = usePendingOf(props);
  if (items.length === 0) return null;
  const linked = canRead(user, 'approvals');
  return (
    <Alert color="orange" title={t('approvals.waiting')} icon={<IconHourglass size={18} />} role="status" mb={props.mb}>
      <Stack gap={4}>
        {items.map((change) => (
          <Text key={change.id} size="sm">
            {t('approvals.waitingText', { author: change.author.name, when: formatMoment(change.created_at, timeZone) })}{' '}
            {linked && (
              /* The alert's own text colour, underlined: the link colour on the orange tint is 4.4:1 (axe). */
              <Anchor component={Link} to={`/changes/${change.id}`} size="sm" c="inherit" underline="always">
                {t('approvals.view')}
              </Anchor>
            )}
          </Text>
        ))}
      </Stack>
    </Alert>
  );
}
