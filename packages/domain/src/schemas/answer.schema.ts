/** Answers shared by calls of several areas. */
import { z } from 'zod';

/** A call that answers only that it was done: GET /fe/live, GET /fe/logout, POST /fe/forgot_password. */
export const okAnswerSchema = z.strictObject({
  /** Always true. */
  ok: z.literal(true),
});

/** The answer of okAnswerSchema. */
export const OK_ANSWER = Object.freeze({ ok: true } as const);

/** The checks of the readiness probe (GET /fe/health), in the order they run. */
export const READINESS_CHECKS = ['database', 'migrations'] as const;

/** GET /fe/health: 200 with `{ok: true}` when ready, else 503 naming the check that failed. */
export const readinessAnswerSchema = z.union([
  okAnswerSchema,
  z.strictObject({
    ok: z.literal(false),
    /** The first check that failed: the database did not answer in time, or its migrations differ from the server's. */
    failed: z.enum(READINESS_CHECKS),
    /** What was found, for the operator. */
    message: z.string(),
  }),
]);
