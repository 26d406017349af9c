/**
 * Delivery of partners' change notifications on the job queue (pg-boss, the calculations' workers
 * and recovery through `CalculationJobs.addWork`), queue `partner-notifications`, one pg-boss job
 * per attempt of a delivery row:
 *
 * - A save writes the event and its deliveries in its own transaction (events.ts); after the
 *   commit `dispatch` hands the unqueued rows to pg-boss in one transaction (queued = true with
 *   the jobs). A dispatch lost to a crash is done by the recovery, which runs every few seconds in
 *   every process (`requeueStale`: unqueued rows, and claims of processes that stopped).
 * - An attempt claims the row (pending, due, unclaimed), POSTs the event's JSON signed with the
 *   webhook's secret (or mails the recipient the xlsx and the PDF rate card), and in one
 *   transaction logs the attempt and either ends the row (delivered; failed once the retries run
 *   out) or sets its next attempt and queues that job with `startAfter` (the backoff: 1 min, 5 min,
 *   30 min, 2 h, 6 h, 24 h, a setting). A restart of either side loses nothing: the rows and the
 *   delayed jobs are in the database, and a restarted process picks them up.
 * - Resend: the row pending and due now, a job queued at once; the same event id.
 *
 * Calling a partner's URL goes through the guarded client (`deps.outbound`): http or https only,
 * public addresses only unless WEBHOOK_ALLOWED_NETWORKS allows the network, checked on the address
 * actually connected to, no redirect followed, 10 s for the whole exchange, at most a few KB of the
 * answer read and 200 characters kept (docs/webhooks.md). A refused address is an attempt that
 * failed like an unreachable receiver ("refused: 127.0.0.1 is not a public address"), retried and
 * in the end failed: a tenant's webhook never reads the platform's own network.
 */
import { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { displayDay, translator, type Language, type WebhookEventBody } from '@freight/domain';
import type { JobsSeam, QueuedWork } from '../bulk';
import type { PricingSeam } from '../pricing';
import type { Seams } from '../../seams';
import { XLSX_TYPE } from '../../http/downloads';
import { english } from '../../errors';
import { exportPricelistWorkbook } from '../pricelist-files';
import { rateCardPdf } from '../rate-cards';
import { emitDueEffective, pricelistFacts } from '../price-events';
import { partnerLanguage } from '../partners';
import * as repo from './notifications.repository';
import { openSecret, signatureOf } from './webhook-secret';
import type { HeavySeam } from '../../workers/heavy-work';

/** What this file's functions take of the app's seams. */
type ModuleDeps = Pick<Seams, 'db' | 'mailer' | 'config' | 'outbound'> & HeavySeam & PricingSeam & JobsSeam;

/** The pg-boss queue of notification attempts. */
export const NOTIFICATION_QUEUE = 'partner-notifications';

export interface NotificationSettings {
  /** The waits (seconds) after the 1st, 2nd ... failed attempt; past the last, the delivery fails. */
  retrySeconds: number[];
  /** A webhook's whole exchange. */
  timeoutMs: number;
  /** At most this much of a webhook's answer is read. */
  answerBytes: number;
  /** How often each process looks for pricelists taking effect today (their pricelist.effective). */
  effectiveCheckEveryMs: number;
}

export const DEFAULT_NOTIFICATION_SETTINGS: NotificationSettings = {
  retrySeconds: [60, 300, 1800, 7200, 21_600, 86_400],
  timeoutMs: 10_000,
  answerBytes: 4096,
  effectiveCheckEveryMs: 60_000,
};

/** An attempt's outcome; `final`: no retry makes sense (the webhook was removed, its secret unreadable). */
type Outcome = repo.Attempt & { final?: boolean };

const ANSWER_CHARS = 200;
/**
 * How often a running attempt renews its claim. A mail attempt builds the xlsx and the PDF (up to
 * minutes for a large pricelist), longer than the jobs' staleAfterMs (30 s): without the beat another
 * process would release the claim as abandoned and send the same mail again.
 */
export const CLAIM_BEAT_MS = 5_000;
const cut = (text: string) => text.slice(0, ANSWER_CHARS);

/** The seam of a module that tells partners: their change notifications, queued after each pricing write. */
export interface NotificationsSeam {
  notifications: NotificationDelivery;
}

/** The notifications' work on the job queue, their dispatch after a save, and the daily effective check. */
export class NotificationDelivery implements QueuedWork {
  readonly queue = NOTIFICATION_QUEUE;
  // requeueStale queues both deliveries never handed to the queue (a dispatch lost) and abandoned attempts.
  readonly requeuedMessage = 'notification deliveries not yet queued, or left by a stopped process, are queued';
  private timer: NodeJS.Timeout | null = null;
  private dispatching: Promise<void> | null = null;
  private again = false;
  private stopped = false;

  constructor(
    private readonly deps: ModuleDeps,
    private readonly logger: FastifyBaseLogger,
    readonly settings: NotificationSettings,
  ) {}

  /** Starts the periodic effective check (after the job queue has started). */
  start(): void {
    const run = () => void this.checkEffective().catch((error: unknown) => this.logger.error({ err: error }, 'the effective check failed'));
    this.timer = setInterval(run, this.settings.effectiveCheckEveryMs);
    this.timer.unref();
    run();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    await this.dispatching;
  }

  /** Makes the pricelist.effective events due by `now` and queues their deliveries; answers how many deliveries. */
  async checkEffective(now = new Date()): Promise<number> {
    const made = await emitDueEffective(this.deps.db, now);
    if (made) await this.dispatch();
    return made;
  }

  /** After a commit that may have written deliveries: queue them (coalesced; errors logged, the recovery catches up). */
  dispatchSoon(): void {
    if (this.stopped) return;
    void this.dispatch().catch((error: unknown) =>
      this.logger.error({ err: error }, 'notifications could not be queued now; the recovery queues them'),
    );
  }

  /** Hands every unqueued delivery to pg-boss, in transactions of up to 200. */
  dispatch(): Promise<void> {
    if (this.dispatching) {
      this.again = true;
      return this.dispatching;
    }
    this.dispatching = (async () => {
      try {
        do {
          this.again = false;
          for (;;) {
            const ids = await this.deps.db.transaction().execute(async (tx) => {
              const taken = await repo.takeUnqueued(tx, 200);
              for (const id of taken) await this.deps.jobs.sendWork(tx, NOTIFICATION_QUEUE, String(id));
              return taken;
            });
            if (ids.length) this.deps.jobs.wakeWork(NOTIFICATION_QUEUE);
            if (ids.length < 200) break;
          }
        } while (this.again);
      } finally {
        this.dispatching = null;
      }
    })();
    return this.dispatching;
  }

  async requeueStale(tx: Parameters<QueuedWork['requeueStale']>[0], olderThanMs: number, worker: string): Promise<string[]> {
    const unqueued = await repo.takeUnqueued(tx, 500);
    const released = await repo.releaseStaleClaims(tx, olderThanMs, worker);
    return [...unqueued, ...released].map(String);
  }

  /** One attempt of delivery `jobId` (when it is due and nobody else is at it). */
  async work(jobId: string, worker: string): Promise<void> {
    const { db } = this.deps;
    const id = Number(jobId);
    const claimed = await repo.claimDelivery(db, id, worker);
    if (!claimed) return;
    const renew = () =>
      repo.touchClaim(db, id, worker).catch((error: unknown) => this.logger.warn({ err: error, delivery: id }, 'claim not renewed'));
    const beat = setInterval(() => void renew(), CLAIM_BEAT_MS);
    const outcome = await this.attempt(claimed)
      .catch((error: unknown): Outcome => ({
        at: new Date().toISOString(),
        status_code: null,
        answer: cut(english('errors.notifications.log.failed', { reason: (error as Error).message })),
        ok: false,
      }))
      .finally(() => clearInterval(beat));
    const { final, ...attempt } = outcome;
    const made = claimed.attempts.length + 1;
    const wait = this.settings.retrySeconds[made - 1];
    const next = attempt.ok
      ? { status: 'delivered' as const, next_attempt_at: null }
      : final || wait === undefined
        ? { status: 'failed' as const, next_attempt_at: null }
        : { status: 'pending' as const, next_attempt_at: new Date(Date.now() + wait * 1000) };
    const queued = await db.transaction().execute(async (tx) => {
      if (!(await repo.finishAttempt(tx, id, worker, attempt, next))) return false;
      if (next.next_attempt_at) await this.deps.jobs.sendWork(tx, NOTIFICATION_QUEUE, jobId, { startAfter: next.next_attempt_at });
      return true;
    });
    const log = this.logger.child({ delivery: id, channel: claimed.channel, attempt: made });
    if (attempt.ok) log.info('notification delivered');
    else if (queued) log.warn({ answer: attempt.answer, status: next.status }, 'notification not delivered');
  }

  private async attempt(delivery: NonNullable<Awaited<ReturnType<typeof repo.claimDelivery>>>): Promise<Outcome> {
    const { event, webhook } = await repo.deliveryPayload(this.deps.db, delivery.event_id, delivery.webhook_id);
    const at = new Date().toISOString();
    if (delivery.channel === 'email') return this.mail(delivery, event.body as WebhookEventBody);
    if (!webhook) return { at, status_code: null, answer: english('errors.notifications.log.removed'), ok: false, final: true };
    let secret: string;
    try {
      secret = openSecret(this.deps.config.secretKey, webhook.secret_sealed);
    } catch {
      return {
        at,
        status_code: null,
        answer: english('errors.notifications.log.secretUnreadable'),
        ok: false,
        final: true,
      };
    }
    const body = JSON.stringify(event.body);
    const timestamp = Math.floor(Date.now() / 1000);
    try {
      const answer = await this.deps.outbound.post(webhook.url, {
        body,
        headers: {
          'content-type': 'application/json',
          'user-agent': 'freight-webhooks/1',
          'x-timestamp': String(timestamp),
          'x-signature': signatureOf(secret, timestamp, body),
          'x-event-id': event.id,
          'x-event-type': event.type,
        },
        timeoutMs: this.settings.timeoutMs,
        maxBytes: this.settings.answerBytes,
      });
      const ok = answer.status >= 200 && answer.status < 300;
      const redirect = answer.status >= 300 && answer.status < 400;
      const said = redirect ? english('errors.notifications.log.redirect', { answer: answer.text }) : answer.text;
      return { at, status_code: answer.status, answer: cut(said), ok };
    } catch (error) {
      return { at, status_code: null, answer: cut((error as Error).message), ok: false };
    }
  }

  /**
   * Mails the recipient what the event says, with the pricelist's xlsx (as is) and its PDF rate
   * card, all in the partner's language (its own, else the carrier's: docs/api.md "Languages").
   */
  private async mail(
    delivery: { id: number; carrier_id: number; partner_id: number; target: string; event_id: string },
    body: WebhookEventBody,
  ): Promise<Outcome> {
    const at = new Date().toISOString();
    const { pricelist } = body.data;
    const facts = await pricelistFacts(this.deps.db, delivery.carrier_id, pricelist.id);
    const language: Language = await partnerLanguage(this.deps.db, delivery.carrier_id, delivery.partner_id).catch(() => 'en' as const);
    const { subject, text } = noticeWords(body, facts?.carrier_name ?? '', language);
    const attachments: { filename: string; content: Buffer; contentType: string }[] = [];
    if (facts && facts.archived_at === null) {
      const workbook = await exportPricelistWorkbook(this.deps, delivery.carrier_id, pricelist.id, {
        unit: 'as_is',
        surcharge: false,
        forPartner: true,
        language,
      });
      attachments.push({ filename: workbook.filename, content: await collect(workbook.stream), contentType: XLSX_TYPE });
      try {
        const card = await rateCardPdf(this.deps, delivery.carrier_id, pricelist.id, 'as_is', language);
        attachments.push({ filename: card.filename, content: card.pdf, contentType: 'application/pdf' });
      } catch (error) {
        // The mail goes without it rather than not at all.
        this.logger.warn({ err: error, pricelist: pricelist.id }, 'the rate card PDF could not be made for a notification mail');
      }
    }
    const t = translator(language);
    const files = attachments.map((a) => a.filename).join(', ');
    try {
      await this.deps.mailer.send({
        to: delivery.target,
        subject,
        text: attachments.length
          ? t('mail.notice.bodyAttached', { text, files, event: body.id })
          : t('mail.notice.body', { text, event: body.id }),
        attachments,
        // In the carrier's name, replies to the carrier.
        ...(facts ? { onBehalfOf: { name: facts.carrier_name, email: facts.carrier_email } } : {}),
        messageId: `<notification-${delivery.id}-${delivery.event_id}@${new URL(this.deps.config.publicUrl).hostname}>`,
      });
    } catch (error) {
      return {
        at,
        status_code: null,
        answer: cut(english('errors.notifications.log.mailFailed', { reason: (error as Error).message })),
        ok: false,
      };
    }
    return { at, status_code: null, answer: 'sent', ok: true };
  }
}

/** A notification mail's subject and sentence, in `language`: what changed in which pricelist, and when it takes effect. */
function noticeWords(body: WebhookEventBody, carrier: string, language: Language): { subject: string; text: string } {
  const t = translator(language);
  const { pricelist } = body.data;
  const what = `${pricelist.name || t('common.general')} (${pricelist.service.name})`;
  const valid = { from: displayDay(pricelist.valid_from), to: displayDay(pricelist.valid_to) };
  if (body.type === 'pricelist.changed') {
    const changes = body.data.changes ?? { lanes: 0, cells: 0 };
    return {
      subject: t('mail.notice.changed.subject', { carrier, what }),
      text: t('mail.notice.changed.text', { carrier, what, ...valid, cells: changes.cells, lanes: changes.lanes }),
    };
  }
  const day = displayDay(body.data.effective_from);
  const replaced = body.data.replaces ? body.data.replaces.name || t('common.general') : '';
  const replacing = body.data.replaces ? 'yes' : 'no';
  if (body.type === 'pricelist.scheduled') {
    return {
      subject: t('mail.notice.scheduled.subject', { carrier, what, day }),
      text: t('mail.notice.scheduled.text', { carrier, what, day, replacing, replaced, ...valid }),
    };
  }
  return {
    subject: t('mail.notice.effective.subject', { carrier, what }),
    text: t('mail.notice.effective.text', { carrier, what, day, replacing, replaced, ...valid }),
  };
}

async function collect(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
