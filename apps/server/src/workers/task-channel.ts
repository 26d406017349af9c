/**
 * The conversation between a request and its task in a worker thread, over one MessagePort: small
 * control messages both ways (the worker says what it parsed, the main thread sends the pricing
 * data), and the task's output bytes (a workbook) as transferred chunks, with backpressure: the
 * worker stops once WINDOW_BYTES are sent but not yet taken by the answer's reader.
 */
import { Readable, Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { MessageChannel, type MessagePort } from 'node:worker_threads';
import { AppError, type FieldErrors } from '../errors';

/** Bytes the worker may have sent beyond what the reader took (then it waits for acks). */
const WINDOW_BYTES = 4 * 1024 * 1024;
/** Small writes are gathered up to this before a message is posted. */
const CHUNK_BYTES = 256 * 1024;

/** A control message: `type` names it, the rest is plain data. */
export interface ControlMessage {
  type: string;
  [field: string]: unknown;
}

type Wire =
  | ControlMessage
  | { type: 'chunk'; bytes: ArrayBuffer }
  | { type: 'end' }
  | { type: 'ack'; bytes: number }
  /** The task's last message when it succeeded. */
  | { type: 'done' }
  /** The task's last message when it failed: an AppError's fields (a 422 of the body), or only a message. */
  | { type: 'failed'; error: TaskError };

/** An error as it crosses threads: an AppError keeps its code and fields, anything else its message only. */
export interface TaskError {
  code?: AppError['code'];
  message: string;
  errors?: FieldErrors;
  details?: Record<string, unknown>;
}

export function taskError(error: unknown): TaskError {
  if (error instanceof AppError) {
    return { code: error.code, message: error.message, errors: error.errors, details: error.details } as TaskError;
  }
  return { message: error instanceof Error ? error.message : String(error) };
}

export function fromTaskError(error: TaskError): Error {
  return error.code ? new AppError(error.code, error.message, error.errors, error.details) : new Error(error.message);
}

/**
 * The main thread's end: `port` goes to the task (transferred), `next` awaits the worker's control
 * messages, `readable` is the output. `watch` ties it to the task's promise: a failed task fails
 * whatever waits. `close` lets the worker's end know nobody listens any more.
 */
export class TaskChannel {
  /** The worker's end: put it in the task and its transfer list. */
  readonly port: MessagePort;
  private readonly local: MessagePort;
  private readonly inbox: ControlMessage[] = [];
  private waiting: { resolve: (m: ControlMessage) => void; reject: (e: Error) => void } | null = null;
  private readonly handlers = new Map<string, (message: ControlMessage) => void>();
  private failure: Error | null = null;
  private output: Readable | null = null;
  /** Bytes pushed to the reader but not yet acknowledged (acked when it asks for more). */
  private unacked = 0;
  /** The worker wrote its output's end. */
  private ended = false;
  private closed = false;

  constructor() {
    const { port1, port2 } = new MessageChannel();
    this.local = port1;
    this.port = port2;
    this.local.on('message', (message: Wire) => this.receive(message));
  }

  /**
   * Fails every wait (and the output) if the task's thread fails (it crashed, or the pool was
   * destroyed). A task that ends says so on the channel itself ('done' or 'failed', after all
   * its other messages: the pool's answer may come before them).
   */
  watch(task: Promise<unknown>): void {
    task.catch((error: unknown) => this.fail(error instanceof Error ? error : new Error(String(error))));
  }

  /** The next control message; it must be of `type` (the protocol is a fixed sequence). */
  async next<T extends { type: string } = ControlMessage>(type: string): Promise<T> {
    const message =
      this.inbox.shift() ??
      (await new Promise<ControlMessage>((resolve, reject) => {
        if (this.failure) return reject(this.failure);
        this.waiting = { resolve, reject };
      }));
    if (message.type !== type) throw new Error(`the task sent ${message.type}, expected ${type}`);
    return message as unknown as T;
  }

  send<T extends { type: string }>(message: T): void {
    if (!this.closed) this.local.postMessage(message);
  }

  /** Messages of `type` go to `handler` as they come (a job's progress), not to `next`. */
  on(type: string, handler: (message: ControlMessage) => void): void {
    this.handlers.set(type, handler);
  }

  /** The task's output bytes, as the worker writes them. Closing or destroying it ends the task's writes. */
  readable(): Readable {
    this.output ??= new Readable({
      highWaterMark: WINDOW_BYTES,
      read: () => this.ack(),
      destroy: (error, callback) => {
        this.close();
        callback(error);
      },
    });
    if (this.failure && !this.ended) this.output.destroy(this.failure);
    return this.output;
  }

  /** Stops listening; the worker's end sees its port closed (its writes fail). */
  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.local.close();
  }

  private receive(message: Wire) {
    if (message.type === 'chunk') {
      const bytes = Buffer.from((message as { bytes: ArrayBuffer }).bytes);
      this.unacked += bytes.length;
      if (this.readable().push(bytes)) this.ack();
    } else if (message.type === 'end') {
      this.ended = true;
      this.readable().push(null);
    } else if (message.type === 'failed') {
      this.fail(fromTaskError((message as { error: TaskError }).error));
    } else if (message.type === 'done') {
      this.fail(new Error('the task ended before it answered'));
    } else if (this.handlers.has(message.type)) {
      this.handlers.get(message.type)!(message as ControlMessage);
    } else if (this.waiting) {
      const { resolve } = this.waiting;
      this.waiting = null;
      resolve(message as ControlMessage);
    } else this.inbox.push(message as ControlMessage);
  }

  private ack() {
    if (this.unacked === 0 || this.closed) return;
    this.local.postMessage({ type: 'ack', bytes: this.unacked } satisfies Wire);
    this.unacked = 0;
  }

  private fail(error: Error) {
    if (this.failure) return;
    this.failure = error;
    if (this.waiting) {
      this.waiting.reject(error);
      this.waiting = null;
    }
    // An output still running loses its end: the answer breaks off rather than ending as a wrong file.
    if (this.output && !this.ended) this.output.destroy(error);
    this.close();
  }
}

/** The worker's end of a TaskChannel. */
export class WorkerChannel {
  private readonly inbox: ControlMessage[] = [];
  private waiting: { resolve: (m: ControlMessage) => void; reject: (e: Error) => void } | null = null;
  private inFlight = 0;
  private resume: (() => void) | null = null;
  private closed = false;
  private output: Writable | null = null;

  constructor(private readonly port: MessagePort) {
    port.on('message', (message: Wire) => {
      if (message.type === 'ack') {
        this.inFlight -= (message as { bytes: number }).bytes;
        if (this.inFlight < WINDOW_BYTES) this.wake();
      } else if (this.waiting) {
        this.waiting.resolve(message as ControlMessage);
        this.waiting = null;
      } else this.inbox.push(message as ControlMessage);
    });
    port.on('close', () => {
      this.closed = true;
      this.waiting?.reject(new ChannelClosed());
      this.waiting = null;
      this.wake();
    });
  }

  send<T extends { type: string }>(message: T): void {
    if (this.closed) throw new ChannelClosed();
    this.port.postMessage(message);
  }

  /** The main thread's next message (the protocol's next step). */
  async next<T extends { type: string } = ControlMessage>(): Promise<T> {
    const queued = this.inbox.shift();
    if (queued) return queued as unknown as T;
    if (this.closed) throw new ChannelClosed();
    return new Promise<T>((resolve, reject) => {
      this.waiting = { resolve: resolve as unknown as (m: ControlMessage) => void, reject };
    });
  }

  /** A stream whose bytes go to the main thread's `readable()`, gathered into chunks, waiting while the window is full. */
  writable(): Writable {
    let pending: Buffer[] = [];
    let pendingBytes = 0;
    const flush = async () => {
      if (!pendingBytes) return;
      const joined = Buffer.concat(pending, pendingBytes);
      // A fresh buffer of its own, so it can be transferred rather than copied.
      const bytes = joined.buffer.slice(joined.byteOffset, joined.byteOffset + joined.byteLength) as ArrayBuffer;
      pending = [];
      this.inFlight += pendingBytes;
      pendingBytes = 0;
      this.post({ type: 'chunk', bytes }, [bytes]);
      while (this.inFlight >= WINDOW_BYTES && !this.closed) await new Promise<void>((resolve) => (this.resume = resolve));
      if (this.closed) throw new ChannelClosed();
    };
    this.output = new Writable({
      highWaterMark: CHUNK_BYTES,
      write: (chunk: Buffer, _encoding, callback) => {
        if (this.closed) return callback(new ChannelClosed());
        pending.push(chunk);
        pendingBytes += chunk.length;
        if (pendingBytes < CHUNK_BYTES) return callback();
        flush().then(() => callback(), callback);
      },
      final: (callback) => {
        flush()
          .then(() => this.post({ type: 'end' }))
          .then(() => callback(), callback);
      },
    });
    return this.output;
  }

  /**
   * Waits until the output's last bytes and its end are posted (a writer may answer before its
   * stream has flushed), ending it first if the task did not.
   */
  async flushed(): Promise<void> {
    if (!this.output) return;
    if (!this.output.writableEnded) this.output.end();
    await finished(this.output);
  }

  /** The task's end: messages posted before are still delivered. */
  close(): void {
    this.closed = true;
    this.port.close();
  }

  private post(message: Wire, transfer: ArrayBuffer[] = []) {
    if (this.closed) throw new ChannelClosed();
    this.port.postMessage(message, transfer);
  }

  private wake() {
    const resume = this.resume;
    this.resume = null;
    resume?.();
  }
}

/** The main thread stopped listening (the client went away, or the task's answer was refused). */
export class ChannelClosed extends Error {
  constructor() {
    super('the task channel is closed');
  }
}
