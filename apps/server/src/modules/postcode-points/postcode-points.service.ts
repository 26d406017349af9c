/**
 * The platform's postcode points (issue 46 part 1; docs/api.md "Postcode points"): a GeoNames
 * postal code file streamed into them, all or nothing, and the counts the admin page shows.
 */
import { parseGeoNamesLine, POSTCODE_POINT_LIMITS, type PostcodePointsAnswer } from '@freight/domain';
import { AppError, english } from '../../errors';
import type { Seams } from '../../seams';
import { NotTextError, PROBLEM_KEYS, problemValues, readLines, type FileLine } from './geonames-lines';
import type { PostcodePointsSeam } from './postcode-point-cache';
import * as repo from './postcode-points.repository';

/** What these services use of the app's dependencies (deps.ts). */
type PostcodePointsDeps = Pick<Seams, 'db'> & PostcodePointsSeam;

/** The stored points per country, and in all. */
export async function countPostcodePoints(deps: Pick<Seams, 'db'>): Promise<PostcodePointsAnswer> {
  return answerOf(await repo.countPoints(deps.db));
}

/** Options of loadPostcodePoints. */
export interface LoadOptions {
  /** Points per insert statement; POSTCODE_POINT_LIMITS.batchRows by default. */
  batchRows?: number;
}

/**
 * Reads a GeoNames postal code file from `chunks` line by line and writes its points in batches,
 * in ONE transaction: a line the reader refuses is 422 naming the line and why, and nothing is
 * written. A postcode with several lines (places) gets the mean of their points. Another load
 * running is 409. After the commit every process's cache of points forgets what it held. Answers
 * the points of the file per country.
 */
export async function loadPostcodePoints(
  deps: PostcodePointsDeps,
  chunks: AsyncIterable<Buffer>,
  options: LoadOptions = {},
): Promise<PostcodePointsAnswer> {
  const batchRows = options.batchRows ?? POSTCODE_POINT_LIMITS.batchRows;
  const counts = await deps.db.transaction().execute(async (tx) => {
    if (!(await repo.tryLockLoad(tx))) throw AppError.conflict(english('errors.postcodePoints.busy'));
    const batch = new PointBatch();
    let read = 0;
    for await (const line of linesOf(chunks)) {
      const parsed = parseGeoNamesLine(line.text, line.number);
      if (parsed === null) continue;
      if (!parsed.ok) throw lineRefused(line, parsed.problem.reason);
      batch.add(parsed.point);
      read += 1;
      // Between batches the loop waits for the database: other requests run meanwhile.
      if (batch.size >= batchRows) await repo.upsertPoints(tx, batch.take());
    }
    await repo.upsertPoints(tx, batch.take());
    if (read === 0) throw AppError.invalid(english('errors.postcodePoints.empty'), { file: english('errors.postcodePoints.empty') });
    await repo.bumpPointsVersion(tx);
    return repo.countLoadedPoints(tx);
  });
  await deps.postcodePoints.changed();
  return answerOf(counts);
}

/** The lines of the file; bytes that are not UTF-8 are 422 naming the line. */
async function* linesOf(chunks: AsyncIterable<Buffer>): AsyncGenerator<FileLine> {
  try {
    yield* readLines(chunks);
  } catch (error) {
    if (!(error instanceof NotTextError)) throw error;
    const message = english('errors.postcodePoints.notText', { line: String(error.line) });
    throw new AppError('VALIDATION', message, { file: message }, { line: error.line, reason: 'not_text' });
  }
}

/** The 422 of a refused line: the message (as parseGeoNamesLine words it) under `file`, the line and reason beside. */
function lineRefused(line: FileLine, reason: keyof typeof PROBLEM_KEYS): AppError {
  const message = english(PROBLEM_KEYS[reason], problemValues(line, reason));
  return new AppError('VALIDATION', message, { file: message }, { line: line.number, reason });
}

function answerOf(counts: { country: string; points: number }[]): PostcodePointsAnswer {
  return { countries: counts, points: counts.reduce((sum, c) => sum + c.points, 0) };
}

/** A point read from a line, as the batch takes it. */
interface LinePoint {
  country: string;
  key: string;
  postcode: string;
  place: string;
  latitude: number;
  longitude: number;
}

/**
 * The points of one batch, each country and key once (one statement may not change a row twice):
 * the lines of a postcode summed, written as their mean.
 */
class PointBatch {
  private points = new Map<string, LinePoint & { places: number }>();

  get size(): number {
    return this.points.size;
  }

  add(point: LinePoint): void {
    const id = `${point.country}\t${point.key}`;
    const seen = this.points.get(id);
    if (!seen) {
      this.points.set(id, { ...point, places: 1 });
      return;
    }
    seen.latitude += point.latitude;
    seen.longitude += point.longitude;
    seen.places += 1;
  }

  /** The rows to write (means to 6 decimals), the batch emptied. */
  take(): repo.PointRow[] {
    const rows = [...this.points.values()].map((p) => ({
      country: p.country,
      key: p.key,
      postcode: p.postcode,
      place: p.place,
      latitude: (p.latitude / p.places).toFixed(6),
      longitude: (p.longitude / p.places).toFixed(6),
      places: p.places,
    }));
    this.points.clear();
    return rows;
  }
}
