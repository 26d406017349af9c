import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { createMailer, type Mail } from './mailer';

const quiet = { info: () => undefined } as unknown as FastifyBaseLogger;

/** The least SMTP server that takes mail (no TLS, no auth): every message's text, in order. */
async function smtpServer(): Promise<{ server: Server; url: string; messages: string[] }> {
  const messages: string[] = [];
  const server = createServer((socket) => {
    let buffer = '';
    let inData = false;
    socket.write('220 test ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          messages.push(buffer.slice(0, end));
          buffer = buffer.slice(end + 5);
          inData = false;
          socket.write('250 queued\r\n');
          continue;
        }
        const line = buffer.indexOf('\r\n');
        if (line < 0) return;
        const command = buffer.slice(0, line).toUpperCase();
        buffer = buffer.slice(line + 2);
        if (command.startsWith('EHLO')) socket.write('250-test\r\n250 8BITMIME\r\n');
        else if (command.startsWith('DATA')) {
          inData = true;
          socket.write('354 go on\r\n');
        } else if (command.startsWith('QUIT')) socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `smtp://127.0.0.1:${(server.address() as AddressInfo).port}`, messages };
}

const MAIL: Mail = { to: 'once@example.com', subject: 'Your budget calculation', text: 'Attached.', messageId: '<calc-42@example.com>' };

describe('a mail sent again after a crash is the same mail', () => {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it('SMTP: both copies carry the one Message-ID, by which receivers drop the second', async () => {
    const { server, url, messages } = await smtpServer();
    try {
      const mailer = createMailer({ smtpUrl: url, outboxDir: '/nonexistent', from: 'test@example.com', logger: quiet });
      await mailer.send(MAIL);
      await mailer.send(MAIL);
      expect(messages).toHaveLength(2);
      for (const message of messages) expect(message).toMatch(/^Message-ID: <calc-42@example\.com>$/m);
    } finally {
      server.close();
    }
  });

  it('outbox: the file is named by the Message-ID, so the second copy writes over the first', async () => {
    const outbox = mkdtempSync(join(tmpdir(), 'freight-outbox-'));
    dirs.push(outbox);
    const mailer = createMailer({ outboxDir: outbox, from: 'test@example.com', logger: quiet });
    await mailer.send(MAIL);
    await mailer.send(MAIL);
    expect(readdirSync(outbox)).toEqual(['calc-42@example.com.eml']);
    expect(readFileSync(join(outbox, 'calc-42@example.com.eml'), 'utf8')).toMatch(/^Message-ID: <calc-42@example\.com>$/m);
    // Without a Message-ID each mail is a file of its own (sign-up, password reset).
    await mailer.send({ ...MAIL, messageId: undefined });
    expect(readdirSync(outbox)).toHaveLength(2);
  });

  it('a mail for a carrier: From in its name via the server’s sender, Reply-To its e-mail; other mails as they were', async () => {
    const outbox = mkdtempSync(join(tmpdir(), 'freight-outbox-'));
    dirs.push(outbox);
    const mailer = createMailer({ outboxDir: outbox, from: 'Freight Pricelists <no-reply@freight.example>', logger: quiet });
    await mailer.send({ ...MAIL, onBehalfOf: { name: 'Carrier Oy', email: 'sales@carrier.example' } });
    const mail = readFileSync(join(outbox, 'calc-42@example.com.eml'), 'utf8');
    expect(mail).toMatch(/^From: "?Carrier Oy via Freight Pricelists"? <no-reply@freight\.example>$/m);
    expect(mail).toMatch(/^Reply-To: sales@carrier\.example$/m);
    await mailer.send({ ...MAIL, messageId: '<plain@example.com>' });
    const plain = readFileSync(join(outbox, 'plain@example.com.eml'), 'utf8');
    expect(plain).toMatch(/^From: Freight Pricelists <no-reply@freight\.example>$/m);
    expect(plain).not.toMatch(/^Reply-To:/m);
    // A carrier without an e-mail: its name, no Reply-To.
    await mailer.send({ ...MAIL, messageId: '<no-email@example.com>', onBehalfOf: { name: 'Carrier Oy', email: '' } });
    expect(readFileSync(join(outbox, 'no-email@example.com.eml'), 'utf8')).not.toMatch(/^Reply-To:/m);
  });
});
