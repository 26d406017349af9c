import { describe, expect, it } from 'vitest';
import { readBinaryRows } from '../../test/binary-copy';
import { BinaryFields, BinaryRows } from './copy-binary';

describe('BinaryRows', () => {
  it('writes a header, each row with its field count, and the trailer, past its first capacity', () => {
    const rows = new BinaryRows();
    const texts = Array.from({ length: 3_000 }, (_, i) => `${i} Łódź €${'x'.repeat(i % 50)}`);
    for (const [i, text] of texts.entries()) rows.row(3).int4(i).text(text).int4(null);
    expect(rows.count).toBe(3_000);
    const read = readBinaryRows(rows.take());
    expect(read).toHaveLength(3_000);
    expect(read.map(([n, text, nothing]) => [n!.readInt32BE(0), text!.toString('utf8'), nothing])).toEqual(
      texts.map((text, i) => [i, text, null]),
    );
  });

  it('starts a new batch on take, in a buffer of its own, and takes nothing when no row was begun', () => {
    const rows = new BinaryRows();
    rows.row(1).bool(true);
    const first = rows.take();
    rows.row(1).bool(false);
    const second = rows.take();
    expect(rows.count).toBe(0);
    expect(readBinaryRows(first)).toEqual([[Buffer.from([1])]]);
    expect(readBinaryRows(second)).toEqual([[Buffer.from([0])]]);
    expect(first.buffer).not.toBe(second.buffer);
    expect(rows.take().byteLength).toBe(0);
  });

  it("takes back a row its writer abandoned half-way, the batch's first too", () => {
    const rows = new BinaryRows();
    rows.row(2).int4(0);
    rows.abandonRow();
    expect(rows.count).toBe(0);
    expect(rows.take().byteLength).toBe(0);
    expect(() => rows.abandonRow()).toThrow('no row');
    rows.row(1).int4(1);
    rows.row(2).int4(2);
    rows.abandonRow();
    rows.row(1).int4(3);
    expect(readBinaryRows(rows.take()).map(([n]) => n!.readInt32BE(0))).toEqual([1, 3]);
  });
});

describe('BinaryFields', () => {
  it('takes a buffer of the size asked for first, and refuses what its types cannot hold', () => {
    expect(new BinaryFields(128).int4(1).take().buffer.byteLength).toBe(128);
    for (const wrong of [1.5, 2 ** 31, Number.NaN]) expect(() => new BinaryFields().int4(wrong)).toThrow('not an int4');
    expect(() => new BinaryFields().timestamptz(Number.NaN)).toThrow('not a time');
  });

  const one = (write: (fields: BinaryFields) => BinaryFields) => {
    const bytes = Buffer.from(write(new BinaryFields()).take());
    const length = bytes.readInt32BE(0);
    expect(bytes.byteLength).toBe(4 + Math.max(length, 0));
    return bytes.subarray(4);
  };

  it('writes a date as its days since 2000-01-01, and refuses text that is no day', () => {
    expect(one((f) => f.date('2000-01-01')).readInt32BE(0)).toBe(0);
    expect(one((f) => f.date('2026-11-30')).readInt32BE(0)).toBe(9_830);
    expect(one((f) => f.date('1999-12-31')).readInt32BE(0)).toBe(-1);
    expect(one((f) => f.date(null)).byteLength).toBe(0);
    for (const wrong of ['2026-02-30', '2026-1-1', 'tomorrow']) expect(() => new BinaryFields().date(wrong)).toThrow('not a day');
  });

  it('writes a uuid as its 16 bytes, and refuses text that is none', () => {
    const id = '01a219af-e073-7a2e-ad6d-8332d7cb4b54';
    expect(one((f) => f.uuid(id)).toString('hex')).toBe(id.replaceAll('-', ''));
    expect(one((f) => f.uuid(id.toUpperCase())).toString('hex')).toBe(id.replaceAll('-', ''));
    for (const wrong of ['01a219af-e073', id.replace('7', 'g'), id.replace('-', '0'), `${id.slice(0, 35)}-`]) {
      expect(() => new BinaryFields().uuid(wrong)).toThrow('not a uuid');
    }
  });

  it('writes a timestamptz as microseconds from 2000-01-01 UTC', () => {
    const micros = (ms: number) => one((f) => f.timestamptz(ms)).readBigInt64BE(0);
    expect(micros(Date.UTC(2000, 0, 1))).toBe(0n);
    expect(micros(Date.UTC(2026, 10, 26, 12, 30, 15, 123))).toBe(
      BigInt(Date.UTC(2026, 10, 26, 12, 30, 15, 123) - Date.UTC(2000, 0, 1)) * 1000n,
    );
    expect(micros(Date.UTC(1999, 11, 31, 23, 59, 59, 999))).toBe(-1000n);
  });

  it('writes a numeric as base-10000 digits with its weight, sign and scale', () => {
    const numeric = (value: number) => {
      const bytes = one((f) => f.numeric(value));
      const count = bytes.readInt16BE(0);
      return {
        weight: bytes.readInt16BE(2),
        sign: bytes.readUInt16BE(4),
        scale: bytes.readInt16BE(6),
        digits: Array.from({ length: count }, (_, i) => bytes.readInt16BE(8 + 2 * i)),
      };
    };
    expect(numeric(151.46)).toEqual({ weight: 0, sign: 0, scale: 2, digits: [151, 4600] });
    expect(numeric(-12345.5)).toEqual({ weight: 1, sign: 0x4000, scale: 1, digits: [1, 2345, 5000] });
    expect(numeric(25)).toEqual({ weight: 0, sign: 0, scale: 0, digits: [25] });
    expect(numeric(100_000_000)).toEqual({ weight: 2, sign: 0, scale: 0, digits: [1] });
    expect(numeric(0.05)).toEqual({ weight: -1, sign: 0, scale: 2, digits: [500] });
    expect(numeric(0)).toEqual({ weight: 0, sign: 0, scale: 0, digits: [] });
    expect(numeric(1.5e-7)).toEqual({ weight: -2, sign: 0, scale: 8, digits: [15] });
    expect(numeric(2e21)).toEqual({ weight: 5, sign: 0, scale: 0, digits: [20] });
    expect(numeric(Number.NaN).sign).toBe(0xc000);
  });

  it('writes every amount as the decimal its text reads, by cents or by text', () => {
    // Read back: the base-10000 digits at their weight, to the numeric's scale.
    const decimal = (value: number) => {
      const bytes = one((f) => f.numeric(value));
      const [count, weight, sign, scale] = [bytes.readInt16BE(0), bytes.readInt16BE(2), bytes.readUInt16BE(4), bytes.readInt16BE(6)];
      let units = 0n;
      for (let i = 0; i < count; i++) units = units * 10_000n + BigInt(bytes.readInt16BE(8 + 2 * i));
      // units * 10000^(weight - count + 1), written with `scale` decimals.
      const exponent = 4 * (weight - count + 1) + scale;
      const scaled = exponent >= 0 ? units * 10n ** BigInt(exponent) : units / 10n ** BigInt(-exponent);
      const digits = scaled.toString().padStart(scale + 1, '0');
      const text = scale ? `${digits.slice(0, -scale)}.${digits.slice(-scale)}` : digits;
      return sign === 0x4000 ? `-${text}` : text;
    };
    let seed = 7;
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    const amounts = [0, 0.01, 0.1, 1, 9_999.99, 10_000, 123_456_789.01, 9_999_999_999_999, 1e13, 1.005, 0.125, 1e-7];
    for (let i = 0; i < 2_000; i++)
      amounts.push(Math.round(random() * 10 ** Math.floor(random() * 12)) / 100, -Math.round(random() * 1e6) / 10);
    for (const amount of amounts) {
      const text = String(amount);
      const scale = text.includes('e') ? Number(/e-(\d+)/.exec(text)?.[1] ?? 0) : (text.split('.')[1]?.length ?? 0);
      expect(decimal(amount)).toBe(amount.toFixed(Math.min(scale, 100)).replace(/^-(0\.?0*)$/, '$1'));
    }
  });
});
