import { describe, expect, it } from 'vitest';
import { createCarrier } from '../../test/factories';
import { DATABASE_KINDS } from '../../test/helpers';
import { emptyDatabase, migrateBefore } from '../../test/migrations';
import { readChangeLog } from '../modules/logs/change-log';
import { listVersions } from '../modules/versions/record-versions.repository';
import { migrate } from './migrate';

const FOLD = '0017_record_history.sql';

const at = (day: number) => `'2026-03-0${day} 10:00:00.123456+00'`;

for (const kind of DATABASE_KINDS) {
  describe(`migration ${FOLD} [${kind}]`, () => {
    it('folds record_logs into record_versions: a log entry of a version is that version, every other one an entry without a version', async () => {
      const { database, drop } = await emptyDatabase(kind);
      try {
        await migrateBefore(database, FOLD);
        const { carrierId: c, owner } = await createCarrier(database.db);
        const u = owner.id;
        // Pricelist 1001 since versions: created, updated, saved unchanged (no log entry), restored, archived (no version).
        // Pricelist 1002 logged before versions, then kept by 0010; surcharge 2001 likewise, its log at the kept row's time.
        await database.withConnection((run) =>
          run(`
          insert into record_logs (carrier_id, record_type, record_id, author_id, author_name, changes, created_at) values
            (${c}, 'pricelist', 1001, ${u}, 'Anna', '{"created": true}', ${at(1)}),
            (${c}, 'pricelist', 1001, ${u}, 'Anna', '{"updates": {"comment": "x"}, "before": {"comment": ""}}', ${at(2)}),
            (${c}, 'pricelist', 1001, ${u}, 'Anna', '{"updates": {"restored": 1, "comment": ""}, "before": {"comment": "x"}}', ${at(4)}),
            (${c}, 'pricelist', 1001, ${u}, 'Anna', '{"updates": {"archived": true}}', ${at(5)}),
            (${c}, 'pricelist', 1002, null, 'Old clerk', '{"updates": {"valid_to": "2027-06-30", "fare_groups": "1 fare group(s), 7 zone row(s)"}}', ${at(1)}),
            (${c}, 'surcharge', 2001, ${u}, 'Anna', '{"updates": {"amount": 11}}', ${at(2)});
          insert into record_versions (carrier_id, record_type, record_id, version, grid_id, content, author_id, author_name, changes, created_at) values
            (${c}, 'pricelist', 1001, 1, null, '{"name": "A"}', ${u}, 'Anna', '{"created": true}', ${at(1)}),
            (${c}, 'pricelist', 1001, 2, null, '{"name": "A"}', ${u}, 'Anna', '{"updates": {"comment": "x"}, "before": {"comment": ""}}', ${at(2)}),
            (${c}, 'pricelist', 1001, 3, null, '{"name": "A"}', ${u}, 'Anna', '{"updates": {}, "before": {}}', ${at(3)}),
            (${c}, 'pricelist', 1001, 4, null, '{"name": "A"}', ${u}, 'Anna',
              '{"restored": 1, "updates": {"restored": 1, "comment": ""}, "before": {"comment": "x"}}', ${at(4)}),
            (${c}, 'pricelist', 1002, 1, null, '{"name": "B"}', null, '', '{"kept": true}', ${at(6)}),
            (${c}, 'surcharge', 2001, 1, null, '{"name": "S"}', null, '', '{"kept": true}', ${at(2)});
        `),
        );

        // The fold, then the migrations after it.
        expect((await migrate(database))[0]).toBe(FOLD);
        const [left] = await database.withConnection((run) =>
          run(`select to_regclass('record_logs') as logs, (select count(*)::int from record_versions) as rows`),
        );
        // Six versions, and the three log entries that were in none of them.
        expect(left).toEqual({ logs: null, rows: 9 });

        const log = (type: 'pricelist' | 'surcharge', id: number) => readChangeLog(database.db, c, { type, id }, {});
        const versions = async (type: 'pricelist' | 'surcharge', id: number) =>
          (await listVersions(database.db, c, type, id)).map((v) => [v.version, v.changes]);

        const first = await log('pricelist', 1001);
        expect(first.map((e) => [e.author, e.changes, e.lines[0]])).toEqual([
          ['Anna', { updates: { archived: true } }, 'Archived'],
          ['Anna', { updates: { restored: 1, comment: '' }, before: { comment: 'x' } }, 'Restored version 1'],
          ['Anna', { updates: { comment: 'x' }, before: { comment: '' } }, 'Comment: — → x'],
          ['Anna', { created: true }, 'Created'],
        ]);
        expect(first.map((e) => new Date(e.created_at).getUTCDate())).toEqual([5, 4, 2, 1]);
        expect((await versions('pricelist', 1001)).map(([v]) => v)).toEqual([4, 3, 2, 1]);
        expect((await versions('pricelist', 1001))[0]![1]).toMatchObject({ restored: 1 });

        const older = await log('pricelist', 1002);
        expect(older.map((e) => [e.author, e.lines])).toEqual([
          ['Old clerk', ['Valid to: 30.06.2027', 'Prices changed (1 fare group, 7 zone rows after the change)']],
        ]);
        expect(await versions('pricelist', 1002)).toEqual([[1, { kept: true }]]);

        expect((await log('surcharge', 2001)).map((e) => e.changes)).toEqual([{ updates: { amount: 11 } }]);
        expect(await versions('surcharge', 2001)).toEqual([[1, { kept: true }]]);
      } finally {
        await drop();
      }
    });
  });
}
