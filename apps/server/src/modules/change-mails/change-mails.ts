/**
 * The mails of changes a second person approves: a proposal to each approver (not its author), a
 * decision to the author; each in its reader's language, sent after the answer (a mail that fails
 * is logged, the change stands). Kept apart from the changes module so the record modules' routes,
 * which announce their proposals, do not depend on it.
 */
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { translator, type ChangeListItem, type ChangeRecord, type MessageKey, type RouteDescriptor } from '@freight/domain';
import { answerProposed } from '../../http/serve';
import { carrierOf } from '../../http/session.plugin';
import type { Seams } from '../../seams';
import { mailLanguage, runInBackground } from '../auth';
import { approversOf, userAddress } from './change-mails.repository';

type MailDeps = Pick<Seams, 'db' | 'mailer' | 'config' | 'background'>;

/** A change as its mails name it. */
export interface MailedChange {
  id: number;
  record_type: ChangeRecord;
  record_name: string;
  author_id: number | null;
  author_name: string;
}

const RECORD_WORDS: Record<ChangeRecord, MessageKey> = {
  pricelist: 'approvals.record.pricelist',
  surcharge: 'approvals.record.surcharge',
  rate_increase: 'approvals.record.rate_increase',
  zone: 'approvals.record.zone',
  area: 'approvals.record.area',
  transit: 'approvals.record.transit',
  condition: 'approvals.record.condition',
  fuel_index: 'approvals.record.fuel_index',
  distance_table: 'approvals.record.distance_table',
};

function recordText(t: ReturnType<typeof translator>, change: MailedChange) {
  const kind = t(RECORD_WORDS[change.record_type]);
  return change.record_name ? `${kind} ${change.record_name}` : kind;
}

/** Mails the carrier's approvers (but the author) that a change waits for them. */
export function announceProposal(deps: MailDeps, log: FastifyBaseLogger, carrierId: number, change: MailedChange): void {
  runInBackground(deps, log, 'the mail of a proposed change failed', async () => {
    for (const approver of await approversOf(deps.db, carrierId)) {
      if (approver.id === change.author_id) continue;
      const t = translator(await mailLanguage(deps.db, approver.id));
      const values = { author: change.author_name, record: recordText(t, change), link: `${deps.config.publicUrl}/changes/${change.id}` };
      await deps.mailer.send({
        to: approver.email,
        subject: t('mail.approvals.proposed.subject', values),
        text: t('mail.approvals.proposed.text', values),
      });
    }
  });
}

/** Mails the author what a second person decided (and why, for a rejection). */
export function announceDecision(deps: MailDeps, log: FastifyBaseLogger, decided: ChangeListItem): void {
  const authorId = decided.author.id;
  if (authorId === null) return;
  const change = { ...decided, author_id: authorId, author_name: decided.author.name };
  runInBackground(deps, log, 'the mail of a decided change failed', async () => {
    const author = await userAddress(deps.db, authorId);
    if (!author) return;
    const t = translator(await mailLanguage(deps.db, authorId));
    const status = t(change.status === 'approved' ? 'approvals.status.approved' : 'approvals.status.rejected').toLowerCase();
    const values = {
      record: recordText(t, change),
      status,
      name: change.decided_by?.name ?? '',
      reason: change.reason ? `\n\n${t('approvals.reasonShown', { reason: change.reason })}` : '',
      link: `${deps.config.publicUrl}/changes/${change.id}`,
    };
    await deps.mailer.send({
      to: author.email,
      subject: t('mail.approvals.decided.subject', values),
      text: t('mail.approvals.decided.text', values),
    });
  });
}

/**
 * Answers a save the carrier's approvals hold: 202 {change_id, status: "pending"} (the route's
 * `accepted` answer), and mails the approvers after the answer.
 */
export function answerProposal<R extends RouteDescriptor & { accepted: z.ZodType }>(
  deps: MailDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  route: R,
  proposed: { change_id: number; change: MailedChange },
): FastifyReply {
  announceProposal(deps, request.log, carrierOf(request), proposed.change);
  return answerProposed(reply, route, proposed);
}
