/**
 * What a process remembers of the database (compiled pricing, partner tokens) is forgotten when
 * any process changes it: the writer forgets its own at once and tells the others on the same
 * PostgreSQL (NOTIFY on `channel`); a version check every `checkMs`, and at once when the listening
 * connection comes back, catches a notice that was missed. On the embedded database there are no
 * other processes, and listen/notify are absent.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';

/** PostgreSQL's LISTEN/NOTIFY as the app is given them (AppInput). */
export interface NoticeTransport {
  listen?: ((channel: string, handler: (payload: string) => void, onReconnect?: () => void) => Promise<void>) | undefined;
  notify?: ((channel: string, payload: string) => Promise<void>) | undefined;
}

export interface ChangeNotices<T> {
  channel: string;
  /** What is remembered, for the log lines ('pricing', 'partners'). */
  what: string;
  checkMs: number;
  /** Reads the stored versions and forgets what changed. */
  check: () => Promise<void>;
  /** Forgets here what `change` makes stale. */
  forget: (change: T) => void;
  /** The change as a notice's text, and back (the sender's id is added and taken off here). */
  write: (change: T) => string;
  read: (text: string) => T;
}

/** Starts listening and checking; answers the announcer (after a commit) and the stop of the app's close. */
export function announceChanges<T>(notices: ChangeNotices<T>, transport: NoticeTransport, logger?: FastifyBaseLogger) {
  const self = randomUUID();
  let checking = false;
  const check = async () => {
    if (checking) return;
    checking = true;
    try {
      await notices.check();
    } catch (error) {
      // The database is unreachable: nothing can have changed that we could read; try next tick.
      logger?.debug({ err: error }, `${notices.what} version check failed`);
    } finally {
      checking = false;
    }
  };
  void transport.listen?.(
    notices.channel,
    (payload) => {
      const at = payload.lastIndexOf(':');
      if (payload.slice(at + 1) !== self) notices.forget(notices.read(payload.slice(0, at)));
    },
    () => void check(),
  );
  const timer = setInterval(() => void check(), notices.checkMs);
  timer.unref();
  /** Tells the other processes only (this one handles the change itself). */
  const tell = async (change: T) => {
    await transport.notify?.(notices.channel, `${notices.write(change)}:${self}`).catch((error: unknown) => {
      // The change is committed; the other processes' version checks will see it.
      logger?.warn({ err: error }, `${notices.what} change notice not sent`);
    });
  };
  const announce = async (change: T) => {
    notices.forget(change);
    await tell(change);
  };
  return { announce, tell, stop: () => clearInterval(timer) };
}
