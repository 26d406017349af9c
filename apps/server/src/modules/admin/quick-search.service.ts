import type { Seams } from '../../seams';
import { parsePricelistQuery, SEARCH_MIN_CHARS } from '@freight/domain';
import { searchCarriers } from '../carriers';
import { searchPricelists } from '../pricelists';
import { searchUsers } from '../users';

/** What these services use of the app's dependencies (deps.ts). */
type QuickSearchDeps = Pick<Seams, 'db'>;

const MAX_RESULTS = 20;

/** The admin's quick search: carriers by name and users of any carrier by name or e-mail. */
export async function quickSearch(deps: QuickSearchDeps, query: string) {
  const text = query.trim();
  if (text.length < SEARCH_MIN_CHARS) return { carriers: [], users: [] };
  const [carriers, users] = await Promise.all([searchCarriers(deps.db, text, MAX_RESULTS), searchUsers(deps.db, text, MAX_RESULTS)]);
  return { carriers, users };
}

/**
 * The quick search's search_pricelist: a pricelist of any carrier by its id ('12' or '#12') or by
 * a part of its name or comment, with its carrier, service and partner named, so the admin can
 * pretend as the carrier and open it.
 */
export async function searchPricelistsOfAnyCarrier(deps: QuickSearchDeps, query: string) {
  const search = parsePricelistQuery(query);
  if (!search) return { pricelists: [] };
  return { pricelists: await searchPricelists(deps.db, search, MAX_RESULTS) };
}
