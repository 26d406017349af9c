/**
 * Before a pricelist is saved, the server is asked what the save would take over (POST|PUT
 * ...?check=true, docs/api.md "Saves that take over lanes"): when it would answer lanes of another live
 * pricelist instead, a modal names each one, from which day and how many lanes; Confirm saves,
 * Cancel keeps the clerk on the form with nothing sent.
 */
import { Anchor, Button, Group, List, Modal, Text } from '@mantine/core';
import { PRICELIST_ROUTES, type LaneTakeoverAnswer } from '@freight/domain';
import { useCallback, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { WriteResult } from '../../lib/api';
import { api, relay, type Relayed } from '../../lib/client';
import { formatDate } from '../../lib/format';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** One takeover in words, after the pricelist's name: 'from 01.07.2027 to 31.12.2027: 40 lanes priced by this pricelist instead; 3 of its lanes get no price at all.' */
export function takeoverText(t: LaneTakeoverAnswer): string {
  const from = t.from === null ? null : `from ${formatDate(t.from)}`;
  const to = t.to === null ? null : `${from ? 'to' : 'until'} ${formatDate(t.to)}`;
  const days = [from, to].filter(Boolean).join(' ') || 'at all times';
  const n = t.unpriced_lanes;
  const unpriced = n ? `; ${n} of its lanes ${n === 1 ? 'gets' : 'get'} no price at all` : '';
  return `${days}: ${plural(t.lanes, 'lane')} priced by this pricelist instead${unpriced}.`;
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
      title={target?.title ?? 'This save replaces a live pricelist'}
      centered
      size="lg"
    >
      <Text size="sm">
        {target?.lead ?? 'Saved like this, this pricelist is the one the calculator, budgets, tenders and the partner API use instead of:'}
      </Text>
      <List size="sm" mt="sm" spacing="xs" aria-label="Pricelists taken over">
        {(takeovers ?? []).map((t) => (
          <List.Item key={t.pricelist_id}>
            <Anchor component={Link} to={`/pricelists/${t.pricelist_id}`} target="_blank" size="sm">
              {t.name || 'General'} (#{t.pricelist_id})
            </Anchor>{' '}
            {takeoverText(t)}
          </List.Item>
        ))}
      </List>
      <Text size="sm" mt="sm" c="dimmed">
        {target?.note ?? 'The later Valid from wins, then the higher id. To keep it as a draft, Cancel and turn Active off.'}
      </Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={() => close(false)}>
          Cancel
        </Button>
        <Button color="orange" onClick={() => close(true)}>
          Confirm
        </Button>
      </Group>
    </Modal>
  );
  return { confirm, modal };
}
