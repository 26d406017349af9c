/**
 * A server process for the kill -9 tests (bulk.test.ts): opens the database given (PGlite files or
 * PostgreSQL), starts the app with its job worker, queues a mailed mass calculation with the partner
 * token given, prints `RUNNING <job id>` once its worker is working on it, and waits to be killed.
 * With `outboxDir` it is killed later, in the mail step: the mail is written to that outbox, then
 * the process prints `MAILED <job id>` and hangs before the step records it sent.
 */
import type { FastifyBaseLogger } from 'fastify';
import { openDatabase } from '../src/db/client';
import { processApp } from './process-app';
import { createMailer, type Mailer } from '../src/mail/mailer';
import type { JobSettings } from '../src/modules/bulk/jobs.service';

const { dataDir, databaseUrl, secretKey, token, shipments, outboxDir, jobs } = JSON.parse(process.argv[2]!) as {
  dataDir?: string;
  databaseUrl?: string;
  secretKey: string;
  token: string;
  shipments: number;
  outboxDir?: string;
  jobs?: Partial<JobSettings>;
};
const database = await openDatabase({ dataDir, databaseUrl, poolSize: 2 });
let mailer: Mailer = { send: async () => undefined };
if (outboxDir) {
  const outbox = createMailer({ outboxDir, from: 'test@example.com', logger: { info: () => undefined } as unknown as FastifyBaseLogger });
  mailer = {
    send: async (mail) => {
      await outbox.send(mail);
      console.log(`MAILED ${/calc-([0-9a-f-]{36})@/.exec(mail.messageId ?? '')?.[1]}`);
      await new Promise(() => undefined);
    },
  };
}
const app = await processApp(database, { secretKey, mailer, ...(jobs ? { config: { jobs } } : {}) });
const rows = Array.from({ length: shipments }, (_, i) => ({
  reference: `K-${i}`,
  collection: { country: 'EE', postcode: `10${String(i % 1000).padStart(3, '0')}` },
  delivery: { country: 'EE', postcode: '11415' },
  quantity: 1,
  type: 'colli',
  weight: 1 + (i % 900),
}));
const queued = await app.inject({
  method: 'POST',
  url: '/api/v1/mass_price',
  headers: { authorization: `Bearer ${token}` },
  payload: { shipments: rows, email: 'killed@example.com' },
});
if (queued.statusCode !== 202) throw new Error(`mass_price answered ${queued.statusCode}: ${queued.body}`);
const { job_id } = queued.json() as { job_id: string };
for (;;) {
  if (outboxDir) break;
  const job = await database.db.selectFrom('calc_jobs').select(['status', 'progress']).where('id', '=', job_id).executeTakeFirstOrThrow();
  if (job.status === 'running' && job.progress > 0) break;
  if (job.status === 'done' || job.status === 'failed') throw new Error(`the job ended (${job.status}) before it could be killed`);
  await new Promise((resolve) => setTimeout(resolve, 20));
}
if (!outboxDir) console.log(`RUNNING ${job_id}`);
await new Promise(() => undefined);
