import { describe, expect, it } from 'vitest';
import { shipmentRowSchema } from '../schemas/shipment.schema';
import { describeIssues } from './bulk-paste';
import { ambiguousMeasureMessage, isAmbiguousMeasure, readMeasureText } from './measure-number';

describe('readMeasureText', () => {
  it('reads a decimal comma or point followed by other than three digits as a decimal: "1,2" is 1.2, "1.5" is 1.5', () => {
    expect(readMeasureText('1,2')).toEqual({ ok: true, value: '1.2' });
    expect(readMeasureText('1.5')).toEqual({ ok: true, value: '1.5' });
    expect(readMeasureText('12,25')).toEqual({ ok: true, value: '12.25' });
    expect(readMeasureText('1,2345')).toEqual({ ok: true, value: '1.2345' });
  });

  it('reads spaces as thousands separators: "1 200" and "1200" are 1200', () => {
    expect(readMeasureText('1 200')).toEqual({ ok: true, value: '1200' });
    expect(readMeasureText('1\u00a0200,5')).toEqual({ ok: true, value: '1200.5' });
    expect(readMeasureText('1200')).toEqual({ ok: true, value: '1200' });
  });

  it('reads both marks by the last one, and a three-digit fraction after 0 as a decimal', () => {
    expect(readMeasureText('1.234,5')).toEqual({ ok: true, value: '1234.5' });
    expect(readMeasureText('1,234.5')).toEqual({ ok: true, value: '1234.5' });
    expect(readMeasureText('0,500')).toEqual({ ok: true, value: '0.5' });
    expect(readMeasureText('')).toEqual({ ok: true, value: null });
  });

  it('never reads "1,200" or "1.200" (one mark, three digits after one to three): both readings are kept', () => {
    expect(readMeasureText('1,200')).toEqual({ ok: false, ambiguous: { decimal: '1.2', thousands: '1200' } });
    expect(readMeasureText('1.200')).toEqual({ ok: false, ambiguous: { decimal: '1.2', thousands: '1200' } });
    expect(readMeasureText('125,125')).toEqual({ ok: false, ambiguous: { decimal: '125.125', thousands: '125125' } });
    expect(isAmbiguousMeasure('1234,500')).toBe(false);
    expect(readMeasureText('abc')).toEqual({ ok: false, ambiguous: null });
  });
});

describe('ambiguousMeasureMessage', () => {
  it('names both readings with the unit and the two plain ways to write it', () => {
    expect(ambiguousMeasureMessage('1,200', 'kg')).toBe('1,200 could be 1,2 kg or 1\u00a0200 kg; write 1200 or 1,2');
    expect(ambiguousMeasureMessage('1.000', 'kg')).toBe('1.000 could be 1 kg or 1\u00a0000 kg; write 1000 or 1');
  });

  it('adds a zero when the decimal reading written with a comma would be as doubtful', () => {
    expect(ambiguousMeasureMessage('1,125', 'm³')).toBe('1,125 could be 1,125 m³ or 1\u00a0125 m³; write 1125 or 1,1250');
  });

  it('is null for a number read one way', () => {
    expect(ambiguousMeasureMessage('1,2', 'kg')).toBeNull();
    expect(ambiguousMeasureMessage('1 200', 'kg')).toBeNull();
  });
});

describe('shipmentRowSchema measures', () => {
  const row = (weight: unknown) => shipmentRowSchema.safeParse({ quantity: 1, type: 'eur_pallet', weight });

  it('refuses a "1,200" or "1.200" weight text as the server reads it, naming the weight, never 1.2', () => {
    for (const weight of ['1,200', '1.200']) {
      const parsed = row(weight);
      expect(parsed.success).toBe(false);
      expect(describeIssues(parsed.error!)).toBe(`Weight: ${weight} could be 1,2 kg or 1\u00a0200 kg; write 1200 or 1,2`);
    }
  });

  it('takes numbers, "1,2", "1.5" and "1200" as sent', () => {
    expect(row(1.2).data?.weight).toBe(1.2);
    expect(row(1200).data?.weight).toBe(1200);
    expect(row('1,2').data?.weight).toBe(1.2);
    expect(row('1.5').data?.weight).toBe(1.5);
    expect(row('1200').data?.weight).toBe(1200);
  });
});
