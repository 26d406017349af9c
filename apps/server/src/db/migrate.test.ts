import { describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../../test/helpers';
import { emptyDatabase, migrateBefore } from '../../test/migrations';
import { compareMigrations, isBreakingScript, migrate, migrationDrift } from './migrate';

describe('isBreakingScript', () => {
  it('reads the mark in the leading comment lines, in any case, with or without a reason', () => {
    expect(
      isBreakingScript('-- breaking: drops users.legacy_name, which older servers read\nalter table users drop column legacy_name;'),
    ).toBe(true);
    expect(isBreakingScript('\n-- Renames a column.\n--   BREAKING\nalter table a rename column b to c;')).toBe(true);
  });

  it('ignores the word after the first statement, inside a word, or in an additive header', () => {
    expect(isBreakingScript('-- Adds a table.\ncreate table t (id int);\n-- breaking\n')).toBe(false);
    expect(isBreakingScript('-- breakingly fast index\ncreate index i on t (id);')).toBe(false);
    expect(isBreakingScript('-- nothing breaking here: an added column\nalter table t add column x int;')).toBe(false);
  });
});

describe('compareMigrations', () => {
  const files = ['0001_a.sql', '0002_b.sql', '0003_c.sql'];
  const applied = (...rows: [string, boolean?][]) => rows.map(([version, breaking = false]) => ({ version, breaking }));

  it('finds nothing when the database holds exactly the files', () => {
    expect(compareMigrations(files, applied(['0001_a.sql'], ['0002_b.sql'], ['0003_c.sql']))).toEqual({
      pending: [],
      newer: [],
      breaking: [],
      foreign: [],
    });
  });

  it("names the server's files not applied, and a newer server's migrations additive or breaking", () => {
    expect(compareMigrations(files, applied(['0001_a.sql'], ['0002_b.sql']))).toMatchObject({ pending: ['0003_c.sql'] });
    const beside = compareMigrations(files, applied(['0001_a.sql'], ['0002_b.sql'], ['0003_c.sql'], ['0004_d.sql'], ['0005_e.sql', true]));
    expect(beside).toEqual({ pending: [], newer: ['0004_d.sql', '0005_e.sql'], breaking: ['0005_e.sql'], foreign: [] });
  });

  it('calls an unknown migration that sorts before the newest file foreign, breaking or not', () => {
    const drift = compareMigrations(files, applied(['0001_a.sql'], ['0002_b.sql'], ['0002x_other.sql', true], ['0003_c.sql']));
    expect(drift).toEqual({ pending: [], newer: [], breaking: [], foreign: ['0002x_other.sql'] });
  });
});

for (const kind of DATABASE_KINDS) {
  describe(`the migration table's breaking column [${kind}]`, () => {
    it('is read as false where older runners left no such column, and added by the next run', async () => {
      const { database, drop } = await emptyDatabase(kind);
      try {
        await migrateBefore(database, '0003');
        const before = await migrationDrift(database.executeSql);
        expect(before.pending.length).toBeGreaterThan(20);
        expect(before.breaking).toEqual([]);

        await migrate(database);
        expect(await migrationDrift(database.executeSql)).toEqual({ pending: [], newer: [], breaking: [], foreign: [] });
        const { rows } = await database.executeSql('select version from schema_migrations where breaking order by version');
        // Those marked so far: 0037 moved a quote's lane out of its request, which an older server reads
        // whole; 0038 dropped the answer an older server writes with every quote.
        expect(rows).toEqual([{ version: '0037_quote_lanes.sql' }, { version: '0038_quote_answer_priced.sql' }]);
      } finally {
        await drop();
      }
    });
  });
}
