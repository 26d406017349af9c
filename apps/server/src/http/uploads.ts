/**
 * File uploads (multipart/form-data, one file in the field `file`), bounded in one place for every
 * route that takes one: a body declared larger than the file and its framing is 413 before a byte
 * is read; a body sent without a length (chunked) is counted as it streams and cut at the bound;
 * and a file cut by the bound is never handed on, however its bytes arrived (@fastify/multipart's
 * `toBuffer` returned the bytes before the cut when the cut fell between two chunks). The 413
 * names the limit. The rest of a refused body is thrown away unparsed, up to DISCARD_MAX_BYTES, so
 * a client still sending reads the answer rather than a reset connection; past that the connection
 * is cut.
 */
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Readable } from 'node:stream';
import type { MessageKey } from '@freight/domain';
import { AppError, english, formatBytes } from '../errors';

/** What a multipart body may carry beside the file's bytes: its boundaries and part headers. */
export const MULTIPART_OVERHEAD = 16 * 1024;
/** The most of a refused body thrown away (unparsed) before the connection is cut. */
export const DISCARD_MAX_BYTES = 8 * 1024 * 1024;

/**
 * What an uploaded file is, in the answers: 'workbook' ("The workbook is larger than 5 MB"). Each
 * has its own messages, so the answer names it in the caller's language too.
 */
export type UploadNoun = 'workbook' | 'logo' | 'file' | 'ECB file';

const UPLOAD_MESSAGES: Record<UploadNoun, { tooLarge: MessageKey; multipart: MessageKey; field: MessageKey }> = {
  workbook: {
    tooLarge: 'errors.http.upload.workbook.tooLarge',
    multipart: 'errors.http.upload.workbook.multipart',
    field: 'errors.http.upload.workbook.field',
  },
  logo: {
    tooLarge: 'errors.http.upload.logo.tooLarge',
    multipart: 'errors.http.upload.logo.multipart',
    field: 'errors.http.upload.logo.field',
  },
  file: {
    tooLarge: 'errors.http.upload.file.tooLarge',
    multipart: 'errors.http.upload.file.multipart',
    field: 'errors.http.upload.file.field',
  },
  'ECB file': {
    tooLarge: 'errors.http.upload.ecbFile.tooLarge',
    multipart: 'errors.http.upload.ecbFile.multipart',
    field: 'errors.http.upload.ecbFile.field',
  },
};

/** The bound of one route's upload. */
export interface UploadLimit {
  /** The most bytes the file may have: one more is 413. */
  fileBytes: number;
  /** What the file is, in the answers: 'workbook' ("The workbook is larger than 5 MB"). */
  noun: UploadNoun;
}

/** The 413 of a file past its bound, naming the bound. */
export function uploadTooLarge(limit: UploadLimit): AppError {
  const bound = formatBytes(limit.fileBytes);
  return new AppError('TOO_LARGE', english(UPLOAD_MESSAGES[limit.noun].tooLarge, { bound }), {
    file: english('errors.http.fileTooLarge', { bound }),
  });
}

/**
 * Registers multipart in `scope` (the routes that take this upload, and only those) with the
 * bound of `limit`, and a hook refusing a body declared larger than it before it is read (it runs
 * after the session guard, so a stranger is 401 whatever they send, and before a route's own hooks,
 * so a refused upload takes no slot of heavy work). Answers the reader of the file.
 */
export async function registerUpload(scope: FastifyInstance, limit: UploadLimit): Promise<(request: FastifyRequest) => Promise<Buffer>> {
  await registerBoundedMultipart(scope, limit);
  return (request) => readUpload(request, limit);
}

/** Multipart in `scope` bounded by `limit`, and the hook refusing a larger declared body unread (registerUpload). */
async function registerBoundedMultipart(scope: FastifyInstance, limit: UploadLimit): Promise<void> {
  await scope.register(multipart, { limits: { files: 1, fields: 5, parts: 6, fileSize: limit.fileBytes } });
  scope.addHook('onRequest', async (request: FastifyRequest) => {
    const declared = Number(request.headers['content-length']);
    if (declared > limit.fileBytes + MULTIPART_OVERHEAD) {
      discardRest(request);
      throw uploadTooLarge(limit);
    }
  });
}

/**
 * Registers multipart in `scope` as registerUpload does (the same bound, the same early 413 on a
 * declared length), for a route that reads its file as a stream rather than whole: a file of
 * hundreds of MB (GeoNames' postcode points). Answers a reader that hands `consume` the file's
 * chunks as they arrive, counted against the bound (413 past it, whenever the bytes come), and
 * answers what `consume` answers. Whatever `consume` throws (a 422 naming a line) is thrown on, the
 * rest of the body thrown away unparsed; the stream's own failure is 422, as registerUpload's.
 */
export async function registerStreamedUpload(
  scope: FastifyInstance,
  limit: UploadLimit,
): Promise<<T>(request: FastifyRequest, consume: (chunks: AsyncIterable<Buffer>) => Promise<T>) => Promise<T>> {
  await registerBoundedMultipart(scope, limit);
  return (request, consume) => streamUpload(request, limit, consume);
}

/** The uploaded file (field `file`) handed to `consume` chunk by chunk within its bound (registerStreamedUpload). */
async function streamUpload<T>(
  request: FastifyRequest,
  limit: UploadLimit,
  consume: (chunks: AsyncIterable<Buffer>) => Promise<T>,
): Promise<T> {
  const part = await filePart(request, limit);
  const file: Readable & { truncated?: boolean } = part.file;
  let cut = false;
  file.once('limit', () => (cut = true));
  async function* bounded(): AsyncGenerator<Buffer> {
    let size = 0;
    try {
      for await (const chunk of file as AsyncIterable<Buffer>) {
        size += chunk.length;
        if (size > limit.fileBytes || cut) throw TOO_LARGE;
        yield chunk;
      }
    } catch (error) {
      throw error === TOO_LARGE ? error : UNREADABLE;
    }
    if (cut || file.truncated) throw TOO_LARGE;
  }
  try {
    return await consume(bounded());
  } catch (error) {
    // Stop parsing: the rest of the body is thrown away, not waited for.
    if (!file.readableEnded) file.destroy();
    discardRest(request);
    if (error === TOO_LARGE) {
      request.log.info({ limit: limit.fileBytes }, 'upload refused past its bound');
      throw uploadTooLarge(limit);
    }
    if (error === UNREADABLE) throw unreadableUpload();
    throw error;
  }
}

const UNREADABLE = Symbol('unreadable');

/** The request's part named `file`; 422 when the body is not multipart, unreadable, or has no such part. */
async function filePart(request: FastifyRequest, limit: UploadLimit) {
  const said = UPLOAD_MESSAGES[limit.noun];
  if (!request.isMultipart()) throw AppError.invalid(english(said.multipart), { file: english('validation.required') });
  let part;
  try {
    part = await request.file();
  } catch {
    throw unreadableUpload();
  }
  if (!part || part.fieldname !== 'file') throw AppError.invalid(english(said.field), { file: english('validation.required') });
  return part;
}

/** The uploaded file (field `file`), whole and within its bound; 413 past the bound, 422 for anything else. */
async function readUpload(request: FastifyRequest, limit: UploadLimit): Promise<Buffer> {
  const part = await filePart(request, limit);
  try {
    return await collectBounded(part.file, limit.fileBytes);
  } catch (error) {
    // Stop parsing: the rest of the body is thrown away, not waited for.
    discardRest(request);
    if (error === TOO_LARGE) {
      request.log.info({ limit: limit.fileBytes }, 'upload refused past its bound');
      throw uploadTooLarge(limit);
    }
    throw unreadableUpload();
  }
}

const unreadableUpload = () => AppError.invalid(english('errors.http.uploadUnreadable'), { file: english('errors.http.couldNotBeRead') });

const TOO_LARGE = Symbol('too large');

/**
 * Throws the rest of a refused body away as it arrives, unparsed (the multipart reader unhooked),
 * and cuts the connection past DISCARD_MAX_BYTES. Node would otherwise read a body nobody reads to
 * its end whatever its size; and closing at once makes a client that is still sending see a reset
 * rather than the 413 (the kernel answers a closed socket's incoming bytes with RST).
 */
function discardRest(request: FastifyRequest): void {
  const raw = request.raw;
  raw.unpipe();
  if (raw.readableEnded) return;
  let discarded = 0;
  raw.on('data', (chunk: Buffer) => {
    discarded += chunk.length;
    if (discarded > DISCARD_MAX_BYTES) raw.socket.destroy();
  });
  raw.resume();
}

/**
 * The bytes of `file` once it has ended, counted as they arrive: rejects with TOO_LARGE past
 * `maxBytes` (or when the multipart reader cut the file at its own bound, which it says by
 * `truncated` or `limit`, possibly after the last chunk), and with the stream's error.
 */
function collectBounded(file: Readable & { truncated?: boolean }, maxBytes: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const refuse = (reason: unknown) => {
      file.removeAllListeners('data');
      file.destroy();
      reject(reason);
    };
    file.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) return refuse(TOO_LARGE);
      chunks.push(chunk);
    });
    file.once('limit', () => refuse(TOO_LARGE));
    file.once('error', refuse);
    file.once('end', () => (file.truncated ? refuse(TOO_LARGE) : resolve(Buffer.concat(chunks, size))));
  });
}
