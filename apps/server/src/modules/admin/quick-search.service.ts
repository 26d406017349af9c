import type { AppDeps } from '../../http/context';
import { MAX_ID } from '@freight/domain';
import { searchCarriers } from '../carriers/carriers.repository';
import { searchPricelists } from '../pricelists/pricelists.repository';
import { searchUsers } from '../users/users.repository';

/** Fewer characters would match most of the platform. */
const MIN_QUERY_LENGTH = 2;
const MAX_RESULTS = 20;

/** The admin's quick search: carriers by name and users of any carrier by name or e-mail. */
export async function quickSearch(deps: AppDeps, query: string) {
  const text = query.trim();
  if (text.length < MIN_QUERY_LENGTH) return { carriers: [], users: [] };
  const [carriers, users] = await Promise.all([searchCarriers(deps.db, text, MAX_RESULTS), searchUsers(deps.db, text, MAX_RESULTS)]);
  return { carriers, users };
}

/**
 * The quick search's search_pricelist: a pricelist of any carrier by its id ('12' or '#12') or by
 * a part of its name or comment, with its carrier, service and partner named, so the admin can
 * pretend as the carrier and open it.
 */
export async function searchPricelistsOfAnyCarrier(deps: AppDeps, query: string) {
  const text = query.trim();
  const id = /^#?\d{1,10}$/.test(text) ? Number(text.replace('#', '')) : null;
  if (id === null && text.length < MIN_QUERY_LENGTH) return { pricelists: [] };
  if (id !== null && (id < 1 || id > MAX_ID)) return { pricelists: [] };
  const rows = await searchPricelists(deps.db, { id, text }, MAX_RESULTS);
  return { pricelists: rows.map((r) => ({ ...r, name: r.name ?? '', customer_name: r.customer_name ?? null })) };
}
