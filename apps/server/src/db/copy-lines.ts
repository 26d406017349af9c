/**
 * Rows for COPY's text format: a string, or UTF-8 bytes that are handed over with the call (a
 * database thread takes their buffer instead of a copy; the caller does not use them again).
 */
export type CopyText = string | Uint8Array;

/** One statement and its bound values (run after a COPY, in its transaction). */
export interface BoundStatement {
  text: string;
  values: unknown[];
}

/** The buffers a call hands over to a thread with its rows. */
export function handOver(rows: CopyText): ArrayBuffer[] {
  return typeof rows === 'string' ? [] : [rows.buffer as ArrayBuffer];
}

const FIRST_CAPACITY = 64 * 1024;

/**
 * Lines of a COPY batch gathered as UTF-8 bytes outside the JavaScript heap: a line's string is
 * garbage as soon as it is added, so the rows waiting for a write are not objects the garbage
 * collector copies and promotes, and the batch goes to the database's thread without a copy.
 */
export class CopyLines {
  private bytes: Buffer | null = null;
  private length = 0;
  /** Lines added since the last `take`. */
  count = 0;

  /** Adds one row (its fields already escaped, without the newline). */
  add(line: string): void {
    // A UTF-16 unit is at most 3 bytes of UTF-8; one more for the newline.
    const most = this.length + line.length * 3 + 1;
    if (!this.bytes || most > this.bytes.length) this.grow(most);
    const bytes = this.bytes!;
    this.length += bytes.write(line, this.length);
    bytes[this.length++] = 0x0a;
    this.count++;
  }

  /** The lines added so far (one buffer of their own, to hand over), and starts a new batch. */
  take(): Uint8Array {
    const taken = this.bytes ? this.bytes.subarray(0, this.length) : new Uint8Array(0);
    this.bytes = null;
    this.length = 0;
    this.count = 0;
    return taken;
  }

  private grow(needed: number) {
    // allocUnsafeSlow: a buffer of its own, never a slice of Node's shared pool, so it can be handed over.
    const next = Buffer.allocUnsafeSlow(Math.max(needed, FIRST_CAPACITY, (this.bytes?.length ?? 0) * 2));
    this.bytes?.copy(next, 0, 0, this.length);
    this.bytes = next;
  }
}
