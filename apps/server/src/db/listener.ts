import pg from 'pg';

/** Reconnect delays: 250 ms doubling to 5 s, then every 5 s, for as long as the process runs. */
const FIRST_RETRY_MS = 250;
const MAX_RETRY_MS = 5000;

type Handler = (payload: string) => void;

/**
 * The one LISTEN connection of a process. It listens on every channel asked for, and when the
 * connection is lost (a server restart, pg_terminate_backend, a network blip) it reconnects with
 * backoff forever, listens again and calls each channel's `onReconnect` (notices sent while it was
 * away are lost; the caller re-checks what it holds). Never more than one connection at a time.
 */
export class Listener {
  private readonly handlers = new Map<string, { handler: Handler; onReconnect?: (() => void) | undefined }[]>();
  private client: pg.Client | null = null;
  /** Set while a connection is being made or waited for, so losses never start a second one. */
  private pending: Promise<void> | null = null;
  private retry: NodeJS.Timeout | null = null;
  private attempt = 0;
  private closed = false;
  /** The LISTEN statements of `listen`, one after another: a pg client runs one query at a time. */
  private listening: Promise<unknown> = Promise.resolve();

  constructor(private readonly options: pg.ClientConfig) {}

  /** Listens on `channel`; resolves once the first connection listens (or has failed once). */
  async listen(channel: string, handler: Handler, onReconnect?: () => void): Promise<void> {
    const known = this.handlers.has(channel);
    this.handlers.set(channel, [...(this.handlers.get(channel) ?? []), { handler, onReconnect }]);
    if (!this.client) await this.connect(false);
    // LISTEN twice is harmless, and a connection opened meanwhile may already have listened.
    const client = this.client;
    if (!known && client) {
      this.listening = this.listening.then(() => client.query(`listen ${pg.escapeIdentifier(channel)}`).catch(() => undefined));
      await this.listening;
    }
  }

  /** True while a connection is up and listening. */
  get connected(): boolean {
    return this.client !== null;
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retry) clearTimeout(this.retry);
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }

  private connect(isReconnect: boolean): Promise<void> {
    this.pending ??= this.open(isReconnect).finally(() => {
      this.pending = null;
    });
    return this.pending;
  }

  private async open(isReconnect: boolean): Promise<void> {
    const client = new pg.Client(this.options);
    client.on('notification', (message) => {
      for (const { handler } of this.handlers.get(message.channel) ?? []) handler(message.payload ?? '');
    });
    // 'error' and 'end' both fire on a loss: lost() acts once per connection.
    client.on('error', () => this.lost(client));
    client.on('end', () => this.lost(client));
    try {
      await client.connect();
      for (const channel of this.handlers.keys()) await client.query(`listen ${pg.escapeIdentifier(channel)}`);
    } catch {
      client.removeAllListeners();
      client.on('error', () => undefined);
      await client.end().catch(() => undefined);
      this.scheduleRetry();
      return;
    }
    if (this.closed) {
      await client.end().catch(() => undefined);
      return;
    }
    this.client = client;
    this.attempt = 0;
    if (isReconnect) for (const entries of this.handlers.values()) for (const { onReconnect } of entries) onReconnect?.();
  }

  private lost(client: pg.Client) {
    if (this.client !== client) return;
    this.client = null;
    client.removeAllListeners();
    client.on('error', () => undefined);
    this.scheduleRetry();
  }

  private scheduleRetry() {
    if (this.closed || this.retry) return;
    const delay = Math.min(FIRST_RETRY_MS * 2 ** this.attempt, MAX_RETRY_MS);
    this.attempt++;
    this.retry = setTimeout(() => {
      this.retry = null;
      void this.connect(true);
    }, delay);
    this.retry.unref();
  }
}
