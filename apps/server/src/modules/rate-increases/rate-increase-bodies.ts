/**
 * The save bodies a rate increase writes: a predecessor ended the day before, its successor with
 * the new prices from the day on, named "{name} {yyyy}" (or with the day added where that would
 * repeat a live name: domain `successorNames`). Both go through the pricelist schema, as any save.
 */
import {
  increaseGrid,
  pickGridSettings,
  pricelistSchema,
  successorName,
  successorNames,
  type PricelistBody,
  type RateIncreaseRequest,
} from '@freight/domain';
import type { Db } from '../../db/carrier-scope';
import { AppError, english, fromZodError } from '../../errors';
import type { StoredPricelist } from '../pricelists';
import * as repo from './rate-increases.repository';

/** A stored pricelist as a save body, `over` replacing fields; 422 naming the pricelist when the schema refuses it. */
export function bodyOf(stored: StoredPricelist, over: Partial<Record<keyof PricelistBody, unknown>>): PricelistBody {
  const parsed = pricelistSchema.safeParse({
    ...pickGridSettings(stored),
    name: stored.name,
    service_id: stored.service_id,
    customer_id: stored.customer_id,
    currency: stored.currency,
    status: stored.status,
    valid_from: stored.valid_from,
    valid_to: stored.valid_to,
    active: stored.active,
    comment: stored.comment,
    surcharges: stored.surcharges.map((s) => s.id),
    blocks: stored.blocks,
    ldm_blocks: stored.ldm_blocks,
    fare_groups: stored.fare_groups,
    ...over,
  });
  if (parsed.success) return parsed.data;
  const refused = fromZodError(parsed.error);
  const [id, reason] = [String(stored.id), refused.message];
  throw AppError.invalid(
    stored.name
      ? english('errors.rateIncreases.cannotTake', { name: stored.name, id, reason })
      : english('errors.rateIncreases.cannotTakeGeneral', { id, reason }),
    // A named one's reason is its name and the refusal: no words of its own to be said by in another language.
    { pricelists: stored.name ? `${stored.name}: ${reason}` : english('errors.rateIncreases.cannotTakeGeneralReason', { reason }) },
  );
}

/** The successor of pricelist `id` (stored as `stored`): its name, valid from the day to the predecessor's end, the new prices. */
export function successorBody(
  id: number,
  stored: StoredPricelist,
  body: RateIncreaseRequest & { pricelists: number[] },
  names: ReadonlyMap<number, string>,
): PricelistBody {
  return bodyOf(stored, {
    name: names.get(id) ?? successorName(stored.name, body.effective_from),
    valid_from: body.effective_from,
    valid_to: stored.valid_to,
    fare_groups: increaseGrid(stored.fare_groups, body, stored).fare_groups,
  });
}

/** The successors' names, chosen up front: each apart from the live pricelists of its service and partner and from the others. */
export async function namesOfSuccessors(db: Db, carrierId: number, body: RateIncreaseRequest & { pricelists: number[] }) {
  const live = await repo.livePricelistNames(db, carrierId);
  const byId = new Map(live.map((p) => [p.id, p]));
  return successorNames(
    body.pricelists.flatMap((id) => byId.get(id) ?? []),
    live,
    body.effective_from,
  );
}
