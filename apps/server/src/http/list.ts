import { listQuerySchema } from '@freight/domain';
import { parseWith } from '../errors';

/** The common list query (page, name, sort_by, dir, country) parsed with the shared schema, 422 on bad values. */
export function listQuery<S extends readonly [string, ...string[]]>(query: unknown, sortable: S) {
  return parseWith(listQuerySchema(sortable), query);
}
