import { sql, type SelectQueryBuilder } from 'kysely';
import { PAGE_SIZE } from '@freight/domain';

/** Runs a list query for one page and counts all its rows: the `{items, count}` of every list. */
export async function pageOf<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  page: number,
): Promise<{ items: O[]; count: number }> {
  const [items, total] = await Promise.all([
    query
      .limit(PAGE_SIZE)
      .offset((page - 1) * PAGE_SIZE)
      .execute(),
    query
      .clearSelect()
      .clearOrderBy()
      .select(sql<number>`count(*)`.as('n') as never)
      .executeTakeFirst() as Promise<{ n: number } | undefined>,
  ]);
  return { items, count: Number(total?.n ?? 0) };
}

/** An ILIKE pattern for "contains": % and _ typed by a user are searched for literally. */
export function containsPattern(text: string): string {
  return `%${escapeLike(text)}%`;
}

/** A LIKE pattern for "starts with": % and _ typed by a user are searched for literally. */
export function prefixPattern(text: string): string {
  return `${escapeLike(text)}%`;
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
