/**
 * The mail step of a finished calculation job (docs/decisions/0005-calculation-jobs.md): a delivery
 * of its own on MAIL_QUEUE, queued with the result, that sends the workbook once.
 */
import type { FastifyBaseLogger } from 'fastify';
import { translator, type Language } from '@freight/domain';
import type { Seams } from '../../seams';
import { english } from '../../errors';
import { findUserByEmail, mailLanguage } from '../auth';
import { partnerLanguage } from '../partners';
import { XLSX_TYPE } from '../../http/downloads';
import { findCarrier } from '../carriers';
import * as repo from './jobs.repository';

/** The pg-boss queue of the mail steps: one delivery per finished job, keyed by the job id. */
export const MAIL_QUEUE = 'calculation-mails';
/** Where a partner follows a job (GET /api/v1/jobs/{id}; its workbook at `/file`): absolute, from PUBLIC_URL. */
export const jobUrl = (publicUrl: string, id: string) => `${publicUrl}/api/v1/jobs/${id}`;

/** The job settings the mail step reads (jobs.service `JobSettings`). */
interface MailSettings {
  mailExpireSeconds: number;
  mailRetrySeconds: number;
}

/**
 * The mail queue's options: one delivery per job (stately: one queued and one active per job id),
 * tried again soon after its process died.
 */
export function mailQueueOptions(settings: MailSettings) {
  return {
    name: MAIL_QUEUE,
    policy: 'stately',
    retryLimit: 50,
    retryDelay: settings.mailRetrySeconds,
    expireInSeconds: settings.mailExpireSeconds,
  } as const;
}

/** Sends the workbook of a finished job to the address it was asked for, once. */
export class CalculationMail {
  constructor(
    private readonly deps: Pick<Seams, 'db' | 'config' | 'mailer'>,
    private readonly logger: FastifyBaseLogger,
    private readonly settings: MailSettings,
  ) {}

  /**
   * The mail step of a finished job, sent once: claim the send ('sending', with a Message-ID fixed
   * by the job id), send, record it sent with the time. A step run again after that sends nothing;
   * one run while another holds the claim fails, so pg-boss tries it again later; a claim whose
   * step died mid-send lapses after twice the step's expiry and is sent again, with the same
   * Message-ID and, in the outbox, over the same file. A failed send lets the claim go, keeps the
   * reason on the job (it stays done, its file downloadable) and fails the step to be tried again.
   */
  async send(jobId: string): Promise<void> {
    const messageId = `<calc-${jobId}@${new URL(this.deps.config.publicUrl).hostname}>`;
    const claim = await repo.claimMail(this.deps.db, jobId, messageId, 2_000 * this.settings.mailExpireSeconds);
    if (claim === 'sent') return;
    if (claim === 'held') throw new Error(`The mail of calculation ${jobId} is being sent by another step`);
    const t = translator(await this.languageOf(claim));
    const kind = claim.kind === 'mass' ? 'mass' : 'tender';
    // A partner's system started it: the partner downloads it with its token, not in the calculator.
    const where = claim.api_partner_id === null ? 'calculator' : 'token';
    const url = `${jobUrl(this.deps.config.publicUrl, jobId)}/file`;
    // A calculation on the carrier's prices: mailed in its name, replies to it.
    const carrier = await findCarrier(this.deps.db, claim.carrier_id);
    try {
      await this.deps.mailer.send({
        to: claim.email,
        subject: t('mail.job.subject', { kind }),
        ...(carrier ? { onBehalfOf: { name: carrier.name, email: carrier.email } } : {}),
        text: t('mail.job.text', { kind, file: claim.file_name, where, url }),
        attachments: [{ filename: claim.file_name, content: claim.file, contentType: XLSX_TYPE }],
        messageId,
      });
    } catch (error) {
      this.logger.error({ err: error, job: jobId }, 'the calculation could not be mailed; it is tried again');
      await repo.releaseMail(this.deps.db, jobId, english('errors.jobs.mailFailed', { reason: (error as Error).message }));
      throw error;
    }
    await repo.markMailSent(this.deps.db, jobId, messageId);
  }

  /**
   * The mail's language (docs/api.md "Languages"): the recipient's own when the address is a person
   * of the carrier's (their partner's or the carrier's when they chose none), else the language of
   * who asked for it: the person's, a partner token's partner's, else the carrier's.
   */
  private async languageOf(claim: {
    email: string;
    carrier_id: number;
    user_id: number | null;
    api_partner_id: number | null;
  }): Promise<Language> {
    const { db } = this.deps;
    const recipient = await findUserByEmail(db, claim.email);
    if (recipient && recipient.carrier_id === claim.carrier_id) return mailLanguage(db, recipient.id);
    if (claim.user_id !== null) return mailLanguage(db, claim.user_id);
    // A partner or carrier gone since: the carrier's, else English (the mail still goes).
    return partnerLanguage(db, claim.carrier_id, claim.api_partner_id)
      .catch(() => partnerLanguage(db, claim.carrier_id, null))
      .catch((): Language => 'en');
  }
}
