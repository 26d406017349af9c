import { randomUUID } from 'node:crypto';
import { DEFAULT_COUNTRY, type Language, type PartnerBody, type PartnerRecord } from '@freight/domain';
import { AppError, english } from '../../errors';
import type { Db } from '../../db/carrier-scope';
import type { Requester } from '../../http/context';
import { lockOwned } from '../../db/ownership.repository';
import { updateRecord } from '../../lib/update-record';
import type { Seams } from '../../seams';
import type { PartnersSeam } from './token-cache';
import { hashToken } from '../auth';
import { findCarrier } from '../carriers';
import { recordCallerEvent } from '../security-events';
import { partnerToken, tokenColumns } from './partner-tokens';
import type { TokenPartner } from './token-cache';

/** What the partner services use of the app's dependencies. */
type PartnersDeps = Pick<Seams, 'db' | 'config' | 'changePricing'> & PartnersSeam;
import * as repo from './partners.repository';

/**
 * The partner (and carrier) of an API token, or 401. Found tokens are remembered (token-cache.ts)
 * until the carrier's partners change, so a steady partner costs one map lookup: no hashing, no
 * database read, and no promise to wait a turn for.
 */
export function partnerByToken(deps: Pick<Seams, 'db'> & PartnersSeam, token: string): TokenPartner | Promise<TokenPartner> {
  return deps.partners.tokens.recall(token) ?? findByToken(deps, token);
}

async function findByToken(deps: Pick<Seams, 'db'> & PartnersSeam, token: string): Promise<TokenPartner> {
  const hash = hashToken(token);
  const found = await deps.partners.tokens.lookup(token, () => repo.findPartnerByTokenHash(deps.db, hash));
  if (!found) throw AppError.unauthorized(english('errors.partners.unknownToken'));
  return found;
}

/**
 * A write to the carrier's partners: in the pricing change (pricing reads partners), it also moves
 * the partners' version; after the commit the carrier's remembered tokens are forgotten here and,
 * by their notice, in every other process.
 */
async function changePartners<T>(deps: PartnersDeps, carrierId: number, work: (tx: Db) => Promise<T>): Promise<T> {
  const { result, version } = await deps.changePricing(carrierId, async (tx) => ({
    version: await repo.bumpPartnersVersion(tx, carrierId),
    result: await work(tx),
  }));
  await deps.partners.changed(carrierId, version);
  return result;
}

/** A partner the calculator names as `customer`; 422 when it is not the carrier's. */
export async function partnerForCalculator(deps: Pick<Seams, 'db'>, carrierId: number, id: number): Promise<PartnerRecord> {
  const partner = await repo.findPartnerRecord(deps.db, carrierId, id);
  if (!partner) throw AppError.invalid(english('errors.partners.notOfCarrier'), { customer: english('errors.partners.notAPartner') });
  return partner;
}

type PartnerRow = NonNullable<Awaited<ReturnType<typeof repo.findPartner>>>;

/** A partner as the lists show it: without its token (nor the nonce it is derived from). */
function withoutToken({ token_nonce: _nonce, ...partner }: PartnerRow) {
  return partner;
}

/** A partner as its page shows it: with its token, derived again; the nonce never. */
function withToken(deps: PartnersDeps, { token_nonce, ...partner }: PartnerRow) {
  return { ...partner, token: partnerToken(deps.config.secretKey, partner.id, token_nonce) };
}

/** A page of the carrier's partners, without their tokens. */
export async function listPartners(deps: PartnersDeps, carrierId: number, options: Parameters<typeof repo.listPartners>[2]) {
  const page = await repo.listPartners(deps.db, carrierId, options);
  return { items: page.items.map(withoutToken), count: page.count };
}

/** Every partner of the carrier, for pickers and the calculator. */
export function partnerOptions(deps: PartnersDeps, carrierId: number) {
  return repo.partnerOptions(deps.db, carrierId);
}

/** Defaults of a new partner: the carrier's own country, and the carrier's language (null). */
export async function newPartnerDefaults(deps: PartnersDeps, carrierId: number) {
  const carrier = await findCarrier(deps.db, carrierId);
  return { country: carrier?.country ?? DEFAULT_COUNTRY, general_hidden: false, language: null };
}

/**
 * The language a partner's people, mails, rate cards and workbooks read (docs/api.md "Languages"):
 * the partner's own, else its carrier's. `partnerId` null (a general pricelist's card, no partner
 * named): the carrier's. 404 when the carrier has no such partner. An export's `?lang=` overrides it.
 */
export async function partnerLanguage(db: Db, carrierId: number, partnerId: number | null): Promise<Language> {
  const language = await repo.findPartnerLanguage(db, carrierId, partnerId);
  if (!language) throw AppError.notFound();
  return language;
}

/** A partner with its API token, or 404. */
export function getPartner(deps: PartnersDeps, carrierId: number, id: number) {
  return readPartner(deps, deps.db, carrierId, id);
}

/** A partner as GET answers it (with its token), read through `db` (a transaction reads its own writes), or 404. */
async function readPartner(deps: PartnersDeps, db: Db, carrierId: number, id: number) {
  const row = await repo.findPartner(db, carrierId, id);
  if (!row) throw AppError.notFound();
  return withToken(deps, row);
}

/** Creates a partner and its first token in one transaction. */
export async function createPartner(deps: PartnersDeps, carrierId: number, body: PartnerBody): Promise<number> {
  const id = await changePartners(deps, carrierId, async (tx) => {
    // The token is derived from the id: insert with a placeholder that can match no token, then set it.
    const id = await repo.insertPartner(tx, carrierId, body, { token_nonce: '', token_hash: `pending:${randomUUID()}` });
    await repo.setPartnerToken(tx, carrierId, id, tokenColumns(deps.config.secretKey, id));
    return id;
  });
  return id;
}

/** Replaces a partner (404 when not the carrier's) and answers it with its token. */
export function updatePartner(deps: PartnersDeps, carrierId: number, id: number, body: PartnerBody) {
  return updateRecord((work) => changePartners(deps, carrierId, work), {
    lock: (tx) => lockOwned(tx, carrierId, 'partners', id),
    write: (tx) => repo.updatePartner(tx, carrierId, id, body),
    answer: (tx) => readPartner(deps, tx, carrierId, id),
  });
}

/**
 * Draws a new token for a partner and answers it; the old one stops at once, here and in other
 * processes by the partners' notice (changePartners).
 */
export async function resetPartnerToken(
  deps: PartnersDeps,
  carrierId: number,
  id: number,
  requester: Requester,
): Promise<{ token: string }> {
  const columns = tokenColumns(deps.config.secretKey, id);
  await changePartners(deps, carrierId, async (tx) => {
    if (!(await repo.setPartnerToken(tx, carrierId, id, columns))) throw AppError.notFound();
    const partner = await repo.findPartnerRecord(tx, carrierId, id);
    const by = requester.auth.partnerId === null ? '' : english('errors.partners.log.byPortalUser');
    await recordCallerEvent(tx, requester, { carrierId, kind: 'token_reset', subject: partner?.name ?? '', detail: by });
  });
  return { token: partnerToken(deps.config.secretKey, id, columns.token_nonce) };
}

/**
 * Archives a partner (`archived` true) or restores it (false); 404 when not the carrier's. An
 * archived partner's API token is refused at once (the partners' version moves, so remembered
 * tokens are forgotten in every process) and its portal users are signed out; it leaves the lists
 * and pickers. Its quotes and pricelists are kept.
 */
export async function setPartnerArchived(deps: PartnersDeps, carrierId: number, id: number, archived: boolean): Promise<void> {
  await changePartners(deps, carrierId, async (tx) => {
    if (!(await repo.setPartnerArchived(tx, carrierId, id, archived ? new Date() : null))) throw AppError.notFound();
  });
}
