/**
 * A server process for the kill -9 test of an approval (changes/approval-kill.test.ts): opens the
 * database given (PGlite files or PostgreSQL), signs the approver in, approves the change given,
 * and hangs in the middle of the approval's transaction: after its fifth new pricelist is written,
 * it prints `MIDWAY` and waits to be killed.
 */
import type { KyselyPlugin, QueryId } from 'kysely';
import { openDatabase } from '../src/db/client';
import { processApp } from './process-app';

const { dataDir, databaseUrl, secretKey, email, password, changeId } = JSON.parse(process.argv[2]!) as {
  dataDir?: string;
  databaseUrl?: string;
  secretKey: string;
  email: string;
  password: string;
  changeId: number;
};
const ORIGIN = 'http://localhost:3000';

// Counts the pricelists the approval writes; the fifth one's answer never comes back.
const inserts = new Set<QueryId>();
let written = 0;
const hangMidway: KyselyPlugin = {
  transformQuery(args) {
    const node = args.node;
    if (node.kind === 'InsertQueryNode' && node.into?.table.identifier.name === 'pricelists') inserts.add(args.queryId);
    return node;
  },
  async transformResult(args) {
    if (inserts.has(args.queryId) && ++written === 5) {
      console.log('MIDWAY');
      await new Promise(() => undefined);
    }
    return args.result;
  },
};

const database = await openDatabase({ dataDir, databaseUrl, poolSize: 2 });
const app = await processApp(database, { secretKey, mailer: { send: async () => undefined }, db: database.db.withPlugin(hangMidway) });
const login = await app.inject({ method: 'POST', url: '/fe/login', headers: { origin: ORIGIN }, payload: { email, password } });
if (login.statusCode !== 200) throw new Error(`login answered ${login.statusCode}: ${login.body}`);
const cookie = login.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
const approved = await app.inject({
  method: 'POST',
  url: `/fe/changes/${changeId}/approve`,
  headers: { origin: ORIGIN, cookie },
  payload: {},
});
throw new Error(`the approval was not held midway: ${approved.statusCode} ${approved.body}`);
