/**
 * Before a pricelist is saved, the server is asked what the save would take over (POST|PUT
 * ...?check=true, docs/api.md "Saves that take over lanes"): when it would answer lanes of another live
 * pricelist instead, a modal names each one, from which day and how many lanes; Confirm saves,
 * Cancel keeps the clerk on the form with nothing sent.
 */
import { Anchor, Button, Group, List, Modal, Text } from '@mantine/core';
import { PRICELIST_ROUTES, type LaneTakeoverAnswer, type Translate } from '@freight/domain';
import { useCallback, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { WriteResult } from '../../lib/api';
import { api, relay, type Relayed } from '../../lib/client';
import { formatDate } from '../../lib/format';
import { t as now, useT } from '../../lib/i18n';

/** Which of its days a takeover has: both ends, only a first or a last day, or none (at all times). */
function spanOf(takeover: LaneTakeoverAnswer): 'both' | 'from' | 'to' | 'none' {
  if (takeover.from !== null) return takeover.to !== null ? 'both' : 'from';
  return takeover.to !== null ? 'to' : 'none';
}

/** One takeover in words, after the pricelist's name: 'from 01.07.2027 to 31.12.2027: 40 lanes priced by this pricelist instead; 3 of its lanes get no price at all.' */
export function takeoverText(takeover: LaneTakeoverAnswer, t: Translate = now): string {
  return t('pricelists.takeover.lanes', {
    span: spanOf(takeover),
    from: takeover.from === null ? '' : formatDate(takeover.from),
    to: takeover.to === null ? '' : formatDate(takeover.to),
    lanes: takeover.lanes,
    unpriced: takeover.unpriced_lanes,
  });
}

/** What a check answers: the lanes the write would take over (beside, for a save, nothing else). */
type CheckResult = WriteResult<{ takes_over: LaneTakeoverAnswer[] }>;

/** Another write that may take lanes over, checked the same way (the un-archive), and how its modal reads. */
export interface TakeoverCheckTarget {
  /** The write's `?check=true` call (api.check). */
  check: (body: Relayed) => Promise<CheckResult>;
  title: string;
  lead: string;
  /** The line under the list: what to do instead. */
  note: string;
}

/**
 * The check and its modal for the pricelist form: `confirm` answers whether to go on with the save
 * of `body` (POST to `pricelists`, or PUT to `pricelists/{id}` when `id` is given), or with the
 * write of `target` when one is given.
 */
export function useTakeoverConfirm(
  id: number | undefined,
  target?: TakeoverCheckTarget,
): {
  confirm: (body: Record<string, unknown>) => Promise<boolean>;
  modal: ReactNode;
} {
  const t = useT();
  const [takeovers, setTakeovers] = useState<LaneTakeoverAnswer[] | null>(null);
  const answer = useRef<((go: boolean) => void) | null>(null);

  const confirm = useCallback(
    async (body: Record<string, unknown>) => {
      let result: CheckResult;
      try {
        if (target) result = await target.check(relay(body));
        else if (id === undefined) result = await api.check(PRICELIST_ROUTES.create, { body: relay(body) });
        else result = await api.check(PRICELIST_ROUTES.update, { params: { id }, body: relay(body) });
      } catch {
        return true;
      }
      // A refused check (a field, a stale version) is said by the save itself, on the form.
      if (!result.ok || !result.data.takes_over.length) return true;
      const found = result.data.takes_over;
      return new Promise<boolean>((resolve) => {
        answer.current = resolve;
        setTakeovers(found);
      });
    },
    [id, target],
  );

  const close = (go: boolean) => {
    answer.current?.(go);
    answer.current = null;
    setTakeovers(null);
  };

  const modal = (
    <Modal
      opened={takeovers !== null}
      onClose={() => close(false)}
      title={target?.title ?? t('pricelists.takeover.title')}
      centered
      size="lg"
    >
      <Text size="sm">{target?.lead ?? t('pricelists.takeover.lead')}</Text>
      <List size="sm" mt="sm" spacing="xs" aria-label={t('pricelists.takeover.list')}>
        {(takeovers ?? []).map((takeover) => (
          <List.Item key={takeover.pricelist_id}>
            <Anchor component={Link} to={`/pricelists/${takeover.pricelist_id}`} target="_blank" size="sm">
              {takeover.name || t('pricelists.general')} (#{takeover.pricelist_id})
            </Anchor>{' '}
            {takeoverText(takeover, t)}
          </List.Item>
        ))}
      </List>
      <Text size="sm" mt="sm" c="dimmed">
        {target?.note ?? t('pricelists.takeover.note')}
      </Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={() => close(false)}>
          {t('common.cancel')}
        </Button>
        <Button color="orange" onClick={() => close(true)}>
          {t('common.confirm')}
        </Button>
      </Group>
    </Modal>
  );
  return { confirm, modal };
}
