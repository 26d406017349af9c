/** Answers shared by calls of several areas. */
import { z } from 'zod';

/** A call that answers only that it was done: GET /fe/health, GET /fe/logout, POST /fe/forgot_password. */
export const okAnswerSchema = z.strictObject({
  /** Always true. */
  ok: z.literal(true),
});

/** The answer of okAnswerSchema. */
export const OK_ANSWER = Object.freeze({ ok: true } as const);
