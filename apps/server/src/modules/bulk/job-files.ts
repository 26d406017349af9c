/**
 * A calculation job's workbook, stored with the job (docs/decisions/0005-calculation-jobs.md): any
 * process serves it and the mail step attaches it. Its bytes are gathered from the worker thread's
 * stream and written with the job's `done`, in the transaction that queues its mail step.
 */
import type { Readable } from 'node:stream';
import type { JobKind } from '@freight/domain';
import type { Db } from '../../db/carrier-scope';
import { MASS_FILE_NAME } from './mass-workbook';
import { TENDER_FILE_NAME } from './tender-workbook';
import * as repo from './jobs.repository';

/** The name a job's workbook is stored, downloaded and mailed under. */
export function jobFileName(kind: JobKind): string {
  return kind === 'mass' ? MASS_FILE_NAME : TENDER_FILE_NAME;
}

/** All of a stream's bytes (a job's workbook, stored whole with the job). */
export async function collectFile(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * The result in one transaction: the file and `done`, and whatever goes with it (`alongside`: the
 * mail step's delivery). False when `worker` no longer holds the job (nothing written).
 */
export async function storeJobFile(
  db: Db,
  jobId: string,
  worker: string,
  file: { bytes: Buffer; name: string },
  alongside: (tx: Db) => Promise<void>,
): Promise<boolean> {
  return db.transaction().execute(async (tx) => {
    if (!(await repo.finishJob(tx, jobId, worker, file))) return false;
    await alongside(tx);
    return true;
  });
}
