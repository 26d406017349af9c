import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../../test/helpers';
import { QUOTE_COLUMN_TYPES } from './quotes.repository';

describeEachDatabase('the quotes table', (use) => {
  it("has the types the quote writer's binary COPY rows are made for", async () => {
    const { rows } = await use().database.executeSql(
      `select attname, format_type(atttypid, atttypmod) as type from pg_attribute
        where attrelid = 'quotes'::regclass and attnum > 0 and not attisdropped and attname = any($1)`,
      [Object.keys(QUOTE_COLUMN_TYPES)],
    );
    expect(Object.fromEntries(rows.map((row) => [row.attname, row.type]))).toEqual(QUOTE_COLUMN_TYPES);
  });
});
