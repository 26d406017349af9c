/**
 * The record a save answered, handed to the view its action redirects to: the server
 * answers the saved record, so the view's loader need not read it again right after the save.
 * A hand-over is taken once, by the next load of that record's view and only within a few seconds;
 * every other load (a revalidation, a later visit, another tab's change) reads the server.
 */

import type { z } from 'zod';

/** The GET of a record: a route whose answer is the record's schema. */
interface RecordRead<S extends z.ZodType> {
  answer: S;
}

/** Long enough for the redirect that follows the save; short enough that nothing old is shown. */
const HAND_OVER_MS = 5_000;

const handed = new Map<string, { record: unknown; at: number }>();

/** Keeps the record saved at `path` ('pricelists/12') for the view the save redirects to. */
export function handOverSaved(path: string, record: unknown): void {
  handed.set(path, { record, at: Date.now() });
}

/**
 * The record just saved at `path` when its save handed it over, else undefined; taken, so the
 * next call reads nothing. It is parsed with the answer schema of `route` (the record's GET), so a
 * hand-over that is not that record (a check's answer) is not taken for it.
 */
export function takeSaved<S extends z.ZodType>(route: RecordRead<S>, path: string): z.output<S> | undefined {
  const entry = handed.get(path);
  handed.delete(path);
  if (!entry || Date.now() - entry.at > HAND_OVER_MS) return undefined;
  const parsed = route.answer.safeParse(entry.record);
  return parsed.success ? parsed.data : undefined;
}
