import type { AppDeps } from '../../http/context';
import { searchCarriers } from '../carriers/carriers.repository';
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
