import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** Files sent with the mail (a calculation's workbook). */
  attachments?: MailAttachment[];
  /**
   * The Message-ID header, `<id@host>`, for a mail that may be sent again after a crash: receivers
   * can drop a second copy by it, and the outbox writes it to the same file (over the first).
   */
  messageId?: string;
  /**
   * The carrier the mail is sent for: From shows its name before the server's sender ("Carrier Oy
   * via Freight Pricelists <no-reply@...>") and replies go to its e-mail ('' or unset: none).
   */
  onBehalfOf?: { name: string; email?: string };
}

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/** A sender as "Name <address>" or a bare address, split. */
export function splitSender(from: string): { name: string; address: string } {
  const m = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/.exec(from);
  return m ? { name: m[1]!.trim(), address: m[2]!.trim() } : { name: '', address: from.trim() };
}

/** The headers a mail is sent with: From (in the carrier's name when it is for one), Reply-To. */
export function senderHeaders(from: string, mail: Mail): { from: string | { name: string; address: string }; replyTo?: string } {
  if (!mail.onBehalfOf) return { from };
  const sender = splitSender(from);
  const name = sender.name ? `${mail.onBehalfOf.name} via ${sender.name}` : mail.onBehalfOf.name;
  return { from: { name, address: sender.address }, ...(mail.onBehalfOf.email ? { replyTo: mail.onBehalfOf.email } : {}) };
}

/** What nodemailer is given: the mail without our own fields, with its sender headers. */
function message(from: string, mail: Mail) {
  const { onBehalfOf: _onBehalfOf, ...rest } = mail;
  return { ...rest, ...senderHeaders(from, mail) };
}

/**
 * Sends through SMTP_URL when set; otherwise writes each mail as an .eml file into `outboxDir`
 * and logs its links, so sign-up and password reset work on a laptop with no mail server.
 */
export function createMailer(options: {
  smtpUrl?: string | undefined;
  outboxDir: string;
  from: string;
  logger: FastifyBaseLogger;
}): Mailer {
  if (options.smtpUrl) {
    // A stuck SMTP conversation ends within a minute, well inside the 2 minutes after which a
    // calculation's mail step takes the send to be dead and sends again (decision 0005).
    const transport = nodemailer.createTransport({
      url: options.smtpUrl,
      connectionTimeout: 30_000,
      greetingTimeout: 30_000,
      socketTimeout: 60_000,
    });
    return {
      async send(mail) {
        await transport.sendMail(message(options.from, mail));
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      const info = await transport.sendMail(message(options.from, mail));
      await mkdir(options.outboxDir, { recursive: true });
      const name = mail.messageId
        ? `${mail.messageId.replace(/^<|>$/g, '').replace(/[^a-z0-9.@_-]/gi, '_')}.eml`
        : `${Date.now()}-${randomBytes(3).toString('hex')}-${mail.to.replace(/[^a-z0-9.@_-]/gi, '_')}.eml`;
      const file = join(options.outboxDir, name);
      // Written aside, then renamed: whoever watches the outbox never reads half a mail.
      await writeFile(`${file}.part`, info.message as Buffer);
      await rename(`${file}.part`, file);
      const links = mail.text.match(/https?:\/\/\S+/g) ?? [];
      options.logger.info({ to: mail.to, subject: mail.subject, file, links }, 'mail written to outbox');
    },
  };
}
