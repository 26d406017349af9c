/** Field schemas shared by the record and request schemas. */
import { z } from 'zod';
import { isValidDay } from '../dates/calendar';

const DECIMAL_TEXT = /^[+-]?(\d+\.?\d*|\.\d+)$/;

/**
 * A decimal from JSON (number) or a form or PostgreSQL (string, "1,5" accepted): a finite number
 * with at most `digits` decimals.
 */
export function decimalField(options: { min?: number; max?: number; digits?: number } = {}) {
  const { min = 0, max = 1e9, digits = 4 } = options;
  return z
    .union([
      z.number(),
      z
        .string()
        .trim()
        .transform((s) => s.replace(',', '.')),
    ])
    .refine((v) => typeof v === 'number' || DECIMAL_TEXT.test(v), 'must be a number')
    .transform((v) => (typeof v === 'number' ? v : Number(v)))
    .refine((v) => Number.isFinite(v), 'must be a number')
    .refine((v) => v >= min, `must be at least ${min}`)
    .refine((v) => v <= max, `must be at most ${max}`)
    .refine((v) => decimalsOf(v) <= digits, `must have at most ${digits} decimals`);
}

/** A decimal field that may be empty (null, undefined or ''): empty reads as null. */
export function optionalDecimalField(options: { min?: number; max?: number; digits?: number } = {}) {
  return z.preprocess((v) => (v === '' || v === undefined ? null : v), decimalField(options).nullable());
}

function decimalsOf(n: number): number {
  const s = String(n);
  const e = s.indexOf('e-');
  if (e >= 0) return Number(s.slice(e + 2)) + (s.slice(0, e).split('.')[1]?.length ?? 0);
  return s.split('.')[1]?.length ?? 0;
}

/** A real calendar date 'yyyy-mm-dd'. */
export const dateField = z.string().trim().refine(isValidDay, 'must be a date yyyy-mm-dd');

/** A database id. */
export const idField = z.number().int('must be an id').positive('must be an id');

/** An instant as a JSON answer carries it: ISO 8601 in UTC ('2026-03-01T09:30:00.000Z'). */
export const timestampField = z.iso.datetime();

/** A calendar day in an answer: 'yyyy-mm-dd'. */
export const dayField = z.iso.date();

/**
 * The version of a record the client loaded (api.md "Concurrent edits"): a save sending an older
 * one is refused with 409; without it the save goes through as before.
 */
export const editVersionField = z.number().int('must be a whole number').positive('must be a version').optional();
