/**
 * Rows for COPY's binary format (`copy ... with (format binary)`): each field as its type's binary
 * form with its length in front, so the database takes it as it is. PostgreSQL's text format made
 * the embedded database scan, unescape and parse every byte of every field: some 5 of the 25 µs
 * each quote row cost it (decision 8, seventh pass).
 */
import { parseDay } from '@freight/domain';

/** One statement and its bound values (run after a COPY, in its transaction). */
export interface BoundStatement {
  text: string;
  values: unknown[];
}

/** The buffers a call hands over to a thread with its rows. */
export function handOver(rows: Uint8Array): ArrayBuffer[] {
  return [rows.buffer as ArrayBuffer];
}

const FIRST_CAPACITY = 64 * 1024;
// "PGCOPY\n\377\r\n\0", then no flags and no header extension.
const HEADER = Buffer.from([0x50, 0x47, 0x43, 0x4f, 0x50, 0x59, 0x0a, 0xff, 0x0d, 0x0a, 0x00, 0, 0, 0, 0, 0, 0, 0, 0]);
const NULL_LENGTH = -1;
// timestamptz counts microseconds from 2000-01-01 UTC.
const POSTGRES_EPOCH_MS = Date.UTC(2000, 0, 1);
// date counts days from it.
const POSTGRES_EPOCH_DAY = parseDay('2000-01-01')!;
const TWO_TO_32 = 2 ** 32;
// numeric's sign word: positive, negative, NaN, +Infinity, -Infinity.
const NUMERIC_SIGN = { positive: 0x0000, negative: 0x4000, nan: 0xc000, infinity: 0xd000, negativeInfinity: 0xf000 } as const;
const DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/;
const DASH = 0x2d;
// Below this, a number's cents are exact (value * 100 < 2^53 with room for rounding).
const MAX_CENTS_AMOUNT = 1e13;

const notUuid = (id: string) => new Error(`not a uuid: ${id}`);

/** A hexadecimal digit's value from its character code; -256 for any other character (so a byte made with it is negative). */
function hexDigit(code: number): number {
  if (code >= 0x30 && code <= 0x39) return code - 0x30;
  if (code >= 0x61 && code <= 0x66) return code - 0x57;
  if (code >= 0x41 && code <= 0x46) return code - 0x37;
  return -256;
}

/**
 * Binary fields gathered in one buffer outside the JavaScript heap (nothing for the garbage
 * collector to copy), which grows as they come.
 */
export class BinaryFields {
  /** `firstCapacity`: the buffer's first size (a few fields encoded once need far less than a batch). */
  constructor(private readonly firstCapacity = FIRST_CAPACITY) {}

  protected bytes: Buffer | null = null;
  // The same memory as `bytes`: its setters are compiled inline, Buffer's write methods check more.
  private view: DataView | null = null;
  protected length = 0;

  /** An int4 (or null). */
  int4(value: number | null): this {
    if (value === null) return this.nullField();
    if ((value | 0) !== value) throw new Error(`not an int4: ${value}`);
    const view = this.roomView(8);
    view.setInt32(this.length, 4);
    view.setInt32(this.length + 4, value);
    this.length += 8;
    return this;
  }

  /** A boolean. */
  bool(value: boolean): this {
    const view = this.roomView(5);
    view.setInt32(this.length, 1);
    view.setUint8(this.length + 4, value ? 1 : 0);
    this.length += 5;
    return this;
  }

  /** Text as UTF-8 (or null): for text, char, varchar and json columns alike (jsonb's binary form has a version byte first). */
  text(value: string | null): this {
    if (value === null) return this.nullField();
    // A UTF-16 unit is at most 3 bytes of UTF-8.
    const bytes = this.room(4 + value.length * 3);
    const written = bytes.write(value, this.length + 4);
    this.view!.setInt32(this.length, written);
    this.length += 4 + written;
    return this;
  }

  /** A uuid from its text form (8-4-4-4-12 hexadecimal digits). */
  uuid(id: string): this {
    if (id.length !== 36) throw notUuid(id);
    const bytes = this.room(20);
    this.view!.setInt32(this.length, 16);
    let at = this.length + 4;
    // Digit by digit: no slices, no regular expression (the price API writes one per quote).
    for (let i = 0; i < 36; i++) {
      if (i === 8 || i === 13 || i === 18 || i === 23) {
        if (id.charCodeAt(i) !== DASH) throw notUuid(id);
        continue;
      }
      const byte = (hexDigit(id.charCodeAt(i)) << 4) | hexDigit(id.charCodeAt(++i));
      if (byte < 0) throw notUuid(id);
      bytes[at++] = byte;
    }
    this.length = at;
    return this;
  }

  /** A timestamptz at `ms` since 1970 (whole milliseconds). */
  timestamptz(ms: number): this {
    if (!Number.isInteger(ms)) throw new Error(`not a time in milliseconds: ${ms}`);
    const micros = (ms - POSTGRES_EPOCH_MS) * 1000;
    const high = Math.floor(micros / TWO_TO_32);
    const view = this.roomView(12);
    view.setInt32(this.length, 8);
    view.setInt32(this.length + 4, high);
    view.setUint32(this.length + 8, micros - high * TWO_TO_32);
    this.length += 12;
    return this;
  }

  /** A date from its 'YYYY-MM-DD' text (or null): days since 2000-01-01. */
  date(day: string | null): this {
    if (day === null) return this.nullField();
    const days = parseDay(day);
    if (days === null) throw new Error(`not a day: ${day}`);
    return this.int4(days - POSTGRES_EPOCH_DAY);
  }

  /** A numeric from a number, as its decimal text reads (the column's scale rounds it, as text input would). */
  numeric(value: number | null): this {
    if (value === null) return this.nullField();
    if (Number.isNaN(value)) return this.numericWords(NUMERIC_SIGN.nan, 0, 0, []);
    if (!Number.isFinite(value)) return this.numericWords(value > 0 ? NUMERIC_SIGN.infinity : NUMERIC_SIGN.negativeInfinity, 0, 0, []);
    const text = String(value);
    const point = text.indexOf('.');
    // An amount in whole cents (the usual one) from its cents; anything else from its text.
    if ((point < 0 || text.length - point <= 3) && Math.abs(value) < MAX_CENTS_AMOUNT && !text.includes('e')) {
      return this.numericOfCents(value, point < 0 ? 0 : text.length - point - 1);
    }
    return this.numericOfText(text);
  }

  /** A numeric of `value`, whose text has `scale` (at most 2) digits after the point. */
  private numericOfCents(value: number, scale: number): this {
    // Exact: below MAX_CENTS_AMOUNT, value * 100 is within 0.5 of its whole cents.
    const cents = Math.round(Math.abs(value) * 100);
    const fraction = cents % 100;
    const groups: number[] = [];
    for (let whole = (cents - fraction) / 100; whole > 0; whole = Math.floor(whole / 10_000)) groups.unshift(whole % 10_000);
    const weight = groups.length - 1;
    if (fraction) groups.push(fraction * 100);
    while (groups.length && groups[groups.length - 1] === 0) groups.pop();
    const sign = value < 0 && groups.length ? NUMERIC_SIGN.negative : NUMERIC_SIGN.positive;
    return this.numericWords(sign, groups.length ? weight : 0, scale, groups);
  }

  /** A numeric of a decimal text (with an exponent, as Number writes the smallest and largest). */
  private numericOfText(text: string): this {
    const [, sign, whole = '', fraction = '', exponent] = DECIMAL.exec(text)!;
    // Shift the decimal point by the exponent (String gives one below 1e-6 and from 1e21).
    const shift = Number(exponent ?? 0);
    let digits = whole + fraction;
    let point = whole.length + shift;
    if (point < 0) {
      digits = '0'.repeat(-point) + digits;
      point = 0;
    } else if (point > digits.length) digits += '0'.repeat(point - digits.length);
    const scale = Math.max(0, digits.length - point);
    // Base-10000 digits, grouped from the decimal point both ways.
    const left = (4 - (point % 4)) % 4;
    const padded = '0'.repeat(left) + digits + '0'.repeat((4 - ((left + digits.length) % 4)) % 4);
    const groups: number[] = [];
    for (let i = 0; i < padded.length; i += 4) groups.push(Number(padded.slice(i, i + 4)));
    let weight = (left + point) / 4 - 1;
    let first = 0;
    while (first < groups.length && groups[first] === 0) {
      first++;
      weight--;
    }
    let last = groups.length;
    while (last > first && groups[last - 1] === 0) last--;
    const kept = groups.slice(first, last);
    const negative = sign === '-' && kept.length > 0;
    return this.numericWords(negative ? NUMERIC_SIGN.negative : NUMERIC_SIGN.positive, kept.length ? weight : 0, scale, kept);
  }

  /** Fields encoded before (`BinaryFields.take`), copied as they are. */
  encoded(fields: Uint8Array): this {
    this.room(fields.byteLength).set(fields, this.length);
    this.length += fields.byteLength;
    return this;
  }

  /** The fields gathered so far, in a buffer of their own, and starts again. */
  take(): Uint8Array {
    const taken = this.bytes ? this.bytes.subarray(0, this.length) : new Uint8Array(0);
    this.bytes = null;
    this.view = null;
    this.length = 0;
    return taken;
  }

  protected nullField(): this {
    this.roomView(4).setInt32(this.length, NULL_LENGTH);
    this.length += 4;
    return this;
  }

  private numericWords(sign: number, weight: number, scale: number, digits: number[]): this {
    const view = this.roomView(12 + 2 * digits.length);
    let at = this.length;
    view.setInt32(at, 8 + 2 * digits.length);
    view.setInt16(at + 4, digits.length);
    view.setInt16(at + 6, weight);
    view.setUint16(at + 8, sign);
    view.setInt16(at + 10, scale);
    at += 12;
    for (const digit of digits) {
      view.setInt16(at, digit);
      at += 2;
    }
    this.length = at;
    return this;
  }

  /** The buffer, with room for `more` bytes after what is written. */
  protected room(more: number): Buffer {
    const needed = this.length + more;
    if (!this.bytes || needed > this.bytes.length) {
      // allocUnsafeSlow: a buffer of its own, never a slice of Node's shared pool, so it can be handed over.
      const next = Buffer.allocUnsafeSlow(Math.max(needed, this.firstCapacity, (this.bytes?.length ?? 0) * 2));
      this.bytes?.copy(next, 0, 0, this.length);
      this.bytes = next;
      this.view = new DataView(next.buffer, next.byteOffset, next.byteLength);
    }
    return this.bytes;
  }

  /** `room`, as a DataView. */
  protected roomView(more: number): DataView {
    this.room(more);
    return this.view!;
  }
}

/**
 * A batch of rows in COPY's binary format: the header, each row's field count and fields, and the
 * trailer on `take`, which hands the whole batch over (its buffer is the caller's to give away).
 */
export class BinaryRows extends BinaryFields {
  private rows = 0;
  private rowStart = 0;

  /** Rows begun since the last `take`. */
  get count(): number {
    return this.rows;
  }

  /** Begins a row of `fields` fields (then written in the COPY's column order). */
  row(fields: number): this {
    if (this.length === 0) {
      this.room(HEADER.length).set(HEADER, 0);
      this.length = HEADER.length;
    }
    this.rowStart = this.length;
    this.roomView(2).setInt16(this.length, fields);
    this.length += 2;
    this.rows++;
    return this;
  }

  /** Takes back the row begun last (its writer failed half-way), so the batch stays whole. */
  abandonRow(): void {
    if (this.rows === 0) throw new Error('no row to take back');
    // The batch's only row goes with its header.
    this.length = --this.rows === 0 ? 0 : this.rowStart;
  }

  /** The batch with its trailer, and starts a new one; empty when no row was begun. */
  override take(): Uint8Array {
    if (this.rows > 0) {
      this.roomView(2).setInt16(this.length, -1);
      this.length += 2;
    }
    this.rows = 0;
    return super.take();
  }
}
