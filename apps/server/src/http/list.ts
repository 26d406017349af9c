import { sql, type SelectQueryBuilder } from 'kysely';
import { PAGE_SIZE } from '@freight/domain';
import { z } from 'zod';
import { parseWith } from '../errors';

/** Runs a list query for one page and counts all its rows: the `{items, count}` of every list. */
export async function pageOf<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  page: number,
): Promise<{ items: O[]; count: number }> {
  const [items, total] = await Promise.all([
    query.limit(PAGE_SIZE).offset((page - 1) * PAGE_SIZE).execute(),
    query
      .clearSelect()
      .clearOrderBy()
      .select(sql<number>`count(*)`.as('n') as never)
      .executeTakeFirst() as Promise<{ n: number } | undefined>,
  ]);
  return { items, count: Number(total?.n ?? 0) };
}

/** Comma-separated list query values ("EE,LV"), trimmed, empties dropped. */
export const csv = z
  .string()
  .optional()
  .transform((v) => (v ? v.split(',').map((s) => s.trim()).filter(Boolean) : []));

/** The common list query: page, a name search, sort column and direction. */
export function listQuery<S extends readonly [string, ...string[]]>(query: unknown, sortable: S) {
  return parseWith(
    z.object({
      page: z.coerce.number().int('must be a whole number').min(1, 'must be 1 or more').default(1),
      name: z.string().trim().optional(),
      sort_by: z.enum(sortable, { error: `must be one of ${sortable.join(', ')}` }).default(sortable[0] as S[number] as never),
      dir: z.enum(['asc', 'desc'], { error: 'must be asc or desc' }).default('asc'),
      country: csv,
    }),
    query,
  );
}

/** % and _ typed by a user are searched for literally in ILIKE. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
