import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';

/**
 * A reader asks every process to write its buffered quotes now: `<sender>:<request number>`;
 * `<sender>:hello` as a process starts, `<sender>:bye` as it closes.
 */
const FLUSH_CHANNEL = 'quotes_flush';
/** A process has written them: `<replier>:<sender>:<request>`. */
const FLUSHED_CHANNEL = 'quotes_flushed';
const BYE = 'bye';

/**
 * How long a reader waits for the other processes to answer. A process that has not answered by
 * then is forgotten until it speaks again; its own timer (every 200 ms) has written its quotes by
 * then unless its COPY is slow or it is gone. A starting process also waits this long for the
 * others to introduce themselves before its first read across processes.
 */
export const PEER_WAIT_MS = 400;

/** The cross-process notices (PostgreSQL LISTEN/NOTIFY). */
export interface NoticeChannel {
  listen: (channel: string, handler: (payload: string) => void) => Promise<void>;
  notify: (channel: string, payload: string) => Promise<void>;
}

/**
 * The quote writers of every process on one PostgreSQL, asked to write their buffers by a reader
 * that must see every quote answered before it: a NOTIFY that every process answers once its COPY
 * has committed. Each process knows the others from their notices (a starting one asks once, so
 * all answer it and learn of it), so a reader waits for exactly those answers: a round trip and a
 * COPY, not the flush window.
 */
export class QuotePeers {
  private readonly self = randomUUID();
  private readonly known = new Set<string>();
  private readonly waits = new Map<string, { missing: Set<string>; done: () => void }>();
  private introduced: Promise<void> = Promise.resolve();
  private requests = 0;
  private closed = false;

  constructor(
    private readonly channel: NoticeChannel,
    private readonly flushHere: () => Promise<void>,
    private readonly logger?: FastifyBaseLogger,
  ) {}

  /** Listens, then introduces this process: every other one answers, so it is known here. */
  async start(): Promise<void> {
    await this.channel.listen(FLUSH_CHANNEL, (payload) => this.onRequest(payload));
    await this.channel.listen(FLUSHED_CHANNEL, (payload) => this.onFlushed(payload));
    await this.send(FLUSH_CHANNEL, `${this.self}:hello`);
    this.introduced = new Promise((resolve) => setTimeout(resolve, PEER_WAIT_MS).unref());
  }

  /** Resolves once every other known process has written the quotes it had buffered (or the wait ran out). */
  async flushAll(): Promise<void> {
    await this.introduced;
    const key = `${this.self}:${++this.requests}`;
    const missing = new Set(this.known);
    const answered = new Promise<void>((resolve) => {
      if (missing.size === 0) resolve();
      else this.waits.set(key, { missing, done: resolve });
    });
    await this.send(FLUSH_CHANNEL, key);
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<void>((resolve) => (timer = setTimeout(resolve, PEER_WAIT_MS)));
    await Promise.race([answered, timedOut]);
    clearTimeout(timer);
    this.waits.delete(key);
    for (const peer of missing) this.known.delete(peer);
    if (missing.size > 0) this.logger?.warn({ processes: missing.size }, 'quote writers did not answer a flush request in time');
  }

  /** Tells the others this process is gone (its quotes are written first by the writer's close). */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.send(FLUSH_CHANNEL, `${this.self}:${BYE}`);
  }

  private onRequest(payload: string) {
    const sender = payload.slice(0, payload.indexOf(':'));
    if (sender === this.self || this.closed) return;
    if (payload.endsWith(`:${BYE}`)) {
      this.known.delete(sender);
      for (const wait of this.waits.values()) this.answered(wait, sender);
      return;
    }
    this.known.add(sender);
    void this.flushHere().then(() => this.send(FLUSHED_CHANNEL, `${this.self}:${payload}`));
  }

  private onFlushed(payload: string) {
    const separator = payload.indexOf(':');
    const replier = payload.slice(0, separator);
    if (replier === this.self) return;
    this.known.add(replier);
    const wait = this.waits.get(payload.slice(separator + 1));
    if (wait) this.answered(wait, replier);
  }

  private answered(wait: { missing: Set<string>; done: () => void }, peer: string) {
    wait.missing.delete(peer);
    if (wait.missing.size === 0) wait.done();
  }

  private async send(channel: string, payload: string) {
    // A lost notice costs a reader the wait, never an error.
    await this.channel.notify(channel, payload).catch((error: unknown) => this.logger?.warn({ err: error }, 'quote flush notice not sent'));
  }
}
