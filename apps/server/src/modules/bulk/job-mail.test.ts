import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import { BULK_ROUTES, PARTNER_NOTIFICATION_ROUTES, PARTNER_ROUTES } from '@freight/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { createCarrier, createPricingSetup, PASSWORD } from '../../../test/factories';
import { callWithToken, createTestApp, DATABASE_KINDS, queuedJob, type TestApp } from '../../../test/helpers';
import { createMailer } from '../../mail/mailer';
import type { JobSettings } from './jobs.service';

/** pg-boss settings that make a lost mail step come back in seconds instead of minutes. */
const FAST_MAIL: Partial<JobSettings> = { mailExpireSeconds: 1, mailRetrySeconds: 1, maintenanceSeconds: 1, pollSeconds: 0.5 };

const quiet = { info: () => undefined } as unknown as FastifyBaseLogger;

/** A carrier and its partner's token, to queue mailed calculations with. */
async function partnerToken(app: TestApp) {
  const carrier = await createCarrier(app.database.db);
  const setup = await createPricingSetup(app.database.db, carrier.carrierId, { zones: 2 });
  const client = await app.client().login(carrier.owner.email, PASSWORD);
  const reset = await client.call(PARTNER_ROUTES.resetToken, { params: { id: setup.partnerId } });
  expect(reset.status, reset.response.body).toBe(200);
  // The addresses the token mails to: the partner's own people.
  const recipients = await client.call(PARTNER_NOTIFICATION_ROUTES.setRecipients, {
    params: { id: setup.partnerId },
    body: { emails: ['once@example.com', 'killed@example.com'], events: [] },
  });
  expect(recipients.status, recipients.response.body).toBe(200);
  return { ...carrier, token: reset.answer.token };
}

const SHIPMENTS = [1, 2, 3].map((i) => ({
  reference: `M-${i}`,
  collection: { country: 'EE', postcode: '10115' },
  delivery: { country: 'EE', postcode: '11415' },
  quantity: 1,
  type: 'colli' as const,
  weight: 10 * i,
}));

async function queueMailed(app: TestApp, token: string): Promise<string> {
  const queued = await callWithToken(app.app, token, BULK_ROUTES.massPrice, { body: { shipments: SHIPMENTS, email: 'once@example.com' } });
  expect(queued.status, queued.response.body).toBe(202);
  return queuedJob(queued).job_id;
}

function mailRow(app: TestApp, id: string) {
  return app.database.db
    .selectFrom('calc_jobs')
    .select(['status', 'mail_status', 'mail_message_id', 'mail_attempts', 'mailed_at', 'created_at', 'error'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

const emlFiles = (dir: string) => readdirSync(dir).filter((f) => f.endsWith('.eml'));

describe('a calculation is mailed exactly once', () => {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  for (const kind of DATABASE_KINDS) {
    it(`runs the mail step once per job: run again, or twice at once, it sends one mail [${kind}]`, async () => {
      const outbox = mkdtempSync(join(tmpdir(), 'freight-mail-once-'));
      dirs.push(outbox);
      const app = await createTestApp(kind, undefined, {
        mailer: createMailer({ outboxDir: outbox, from: 'test@example.com', logger: quiet }),
      });
      try {
        const { token } = await partnerToken(app);
        const id = await queueMailed(app, token);
        await expect.poll(async () => (await mailRow(app, id)).mail_status, { timeout: 20_000 }).toBe('sent');
        expect(app.mails).toHaveLength(1);
        const messageId = `<calc-${id}@localhost>`;
        expect(await mailRow(app, id)).toMatchObject({ status: 'done', mail_message_id: messageId, mail_attempts: 1, error: null });
        expect(emlFiles(outbox)).toEqual([`calc-${id}@localhost.eml`]);
        expect(readFileSync(join(outbox, `calc-${id}@localhost.eml`), 'utf8')).toContain(`Message-ID: ${messageId}`);
        // In the name of the carrier whose prices it is, replies to the carrier.
        const carrier = await app.database.db
          .selectFrom('calc_jobs')
          .innerJoin('carriers', 'carriers.id', 'calc_jobs.carrier_id')
          .select(['carriers.name', 'carriers.email'])
          .where('calc_jobs.id', '=', id)
          .executeTakeFirstOrThrow();
        expect(app.mails[0]!.onBehalfOf).toEqual({ name: carrier.name, email: carrier.email });

        // The step delivered again (pg-boss at least once): nothing more is sent.
        await app.app.jobs.mailJob(id);
        await app.app.jobs.mailJob(id);
        expect(app.mails).toHaveLength(1);

        // Two runs at once of a step not sent yet: one sends, the other finds the send claimed and
        // fails, to be tried again by pg-boss (and then finds it sent).
        await app.database.db
          .updateTable('calc_jobs')
          .set({ mail_status: null, mail_claimed_at: null, mailed_at: null })
          .where('id', '=', id)
          .execute();
        const runs = await Promise.allSettled([app.app.jobs.mailJob(id), app.app.jobs.mailJob(id)]);
        expect(runs.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
        expect(app.mails).toHaveLength(2);
        await app.app.jobs.mailJob(id);
        expect(app.mails).toHaveLength(2);
        expect(await mailRow(app, id)).toMatchObject({ mail_status: 'sent', mail_attempts: 2 });
        expect(emlFiles(outbox)).toEqual([`calc-${id}@localhost.eml`]);
      } finally {
        await app.close();
      }
    }, 60_000);
  }

  for (const kind of DATABASE_KINDS) {
    it(`a server killed -9 between "done" and "mailed" mails once after the restart, under one outbox name [${kind}]`, async () => {
      const dataDir = kind === 'pglite' ? mkdtempSync(join(tmpdir(), 'freight-mail-kill-')) : undefined;
      const outbox = mkdtempSync(join(tmpdir(), 'freight-mail-outbox-'));
      dirs.push(outbox, ...(dataDir ? [dataDir] : []));
      const first = await createTestApp(kind, undefined, { dataDir });
      const { token, carrierId } = await partnerToken(first);
      if (kind === 'pglite') await first.close();
      else await first.app.close();

      // The process to kill: its worker makes the workbook, marks the job done, writes the mail
      // into the outbox, and hangs before the step records it sent.
      const child = spawn(
        process.execPath,
        [
          '--import',
          'tsx',
          fileURLToPath(new URL('../../../test/job-process.ts', import.meta.url)),
          JSON.stringify({
            dataDir,
            databaseUrl: first.databaseUrl ?? undefined,
            secretKey: first.secretKey.toString('hex'),
            token,
            shipments: 3,
            outboxDir: outbox,
            jobs: FAST_MAIL,
          }),
        ],
        { stdio: ['ignore', 'pipe', 'pipe'] },
      );
      let output = '';
      child.stderr.on('data', (chunk) => (output += chunk));
      const id = await new Promise<string>((resolve, reject) => {
        child.stdout.on('data', (chunk) => {
          output += chunk;
          const found = /MAILED (\S+)/.exec(output)?.[1];
          if (found) resolve(found);
        });
        child.on('exit', (code) => reject(new Error(`the worker process ended (${code}) before it mailed: ${output}`)));
      });
      const exited = new Promise((resolve) => child.on('exit', resolve));
      child.kill('SIGKILL');
      await exited;
      expect(emlFiles(outbox)).toEqual([`calc-${id}@localhost.eml`]);

      const mailer = createMailer({ outboxDir: outbox, from: 'test@example.com', logger: quiet });
      const second =
        kind === 'pglite'
          ? await createTestApp(kind, undefined, { dataDir, mailer, jobs: FAST_MAIL })
          : await createTestApp(kind, { databaseUrl: first.databaseUrl!, secretKey: first.secretKey }, { mailer, jobs: FAST_MAIL });
      try {
        const killed = await mailRow(second, id);
        expect(killed).toMatchObject({ status: 'done', mail_status: 'sending', mailed_at: null, mail_attempts: 1 });

        await expect.poll(async () => (await mailRow(second, id)).mail_status, { timeout: 60_000, interval: 200 }).toBe('sent');
        const sent = await mailRow(second, id);
        expect(sent).toMatchObject({ status: 'done', mail_message_id: `<calc-${id}@localhost>`, mail_attempts: 2, error: null });
        // Well within 5 minutes of the queueing (here: seconds after the restart).
        expect(sent.mailed_at!.getTime() - sent.created_at.getTime()).toBeLessThan(5 * 60_000);
        // Sent again once by the restarted server, with the same Message-ID over the same file: one mail.
        expect(second.mails.map((m) => m.messageId)).toEqual([`<calc-${id}@localhost>`]);
        expect(emlFiles(outbox)).toEqual([`calc-${id}@localhost.eml`]);
        await new Promise((resolve) => setTimeout(resolve, 3_000));
        expect(second.mails).toHaveLength(1);
        const jobs = await second.database.db.selectFrom('calc_jobs').select('id').where('carrier_id', '=', carrierId).execute();
        expect(jobs).toHaveLength(1);
      } finally {
        await second.close();
        if (kind === 'postgres') await first.close();
      }
    }, 120_000);
  }
});
