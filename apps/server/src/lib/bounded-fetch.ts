/**
 * GET of a small document from a configured address: http or https only, a deadline for the whole
 * exchange (the body included), and a bound on the bytes the body produces (after any
 * decompression), checked while reading, so a wrong or hostile address cannot hold or fill memory.
 */
export interface BoundedFetchOptions {
  /** The whole exchange, headers and body. */
  timeoutMs: number;
  /** The body's bytes at most. */
  maxBytes: number;
  /** Sent as Accept. */
  accept?: string;
}

/** The body's bytes; throws an Error whose message says what went wrong ("answered 404", "took longer than 15 s"). */
export async function fetchBounded(url: string, options: BoundedFetchOptions): Promise<Buffer> {
  const address = new URL(url);
  if (address.protocol !== 'http:' && address.protocol !== 'https:')
    throw new Error(`${address.protocol} addresses are not fetched (http or https only)`);
  const signal = AbortSignal.timeout(options.timeoutMs);
  const tooSlow = `took longer than ${options.timeoutMs / 1000} s`;
  let response: Response;
  try {
    response = await fetch(address, { signal, redirect: 'follow', headers: options.accept ? { accept: options.accept } : {} });
  } catch (error) {
    throw new Error(signal.aborted ? tooSlow : `could not be reached (${causeOf(error)})`);
  }
  if (!response.ok || !response.body) {
    await response.body?.cancel();
    throw new Error(`answered ${response.status} ${response.statusText}`.trim());
  }
  const tooLarge = `sent more than ${options.maxBytes} bytes`;
  if (Number(response.headers.get('content-length')) > options.maxBytes) {
    await response.body.cancel();
    throw new Error(tooLarge);
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = response.body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > options.maxBytes) {
        await reader.cancel();
        throw new Error(tooLarge);
      }
      chunks.push(value);
    }
  } catch (error) {
    if (error instanceof Error && error.message === tooLarge) throw error;
    throw new Error(signal.aborted ? tooSlow : `broke off while sending (${causeOf(error)})`);
  }
  return Buffer.concat(chunks);
}

/** The low-level reason of a failed fetch (undici puts it in `cause`). */
function causeOf(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } } | undefined)?.cause;
  return cause?.code ?? cause?.message ?? (error instanceof Error ? error.message : String(error));
}

/** What a bounded POST heard: the status and the answer's first bytes (at most `maxBytes`, the rest unread). */
export interface BoundedAnswer {
  status: number;
  /** The answer's first `maxBytes` bytes as text. */
  text: string;
}

/**
 * POST of a body to an address a user configured (a partner's webhook): http or https only, no
 * redirect followed (a 3xx is the answer), a deadline for the whole exchange, and at most
 * `maxBytes` of the answer read (the rest is dropped, not an error). Throws an Error whose message
 * says why there was no answer ("could not be reached (ECONNREFUSED)", "took longer than 10 s").
 */
export async function postBounded(
  url: string,
  options: { body: string; headers: Record<string, string>; timeoutMs: number; maxBytes: number },
): Promise<BoundedAnswer> {
  const address = new URL(url);
  if (address.protocol !== 'http:' && address.protocol !== 'https:')
    throw new Error(`${address.protocol} addresses are not called (http or https only)`);
  const signal = AbortSignal.timeout(options.timeoutMs);
  const tooSlow = `took longer than ${options.timeoutMs / 1000} s`;
  let response: Response;
  try {
    response = await fetch(address, { method: 'POST', signal, redirect: 'manual', headers: options.headers, body: options.body });
  } catch (error) {
    throw new Error(signal.aborted ? tooSlow : `could not be reached (${causeOf(error)})`);
  }
  if (!response.body) return { status: response.status, text: '' };
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = response.body.getReader();
  try {
    while (size < options.maxBytes) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      size += value.byteLength;
    }
  } catch {
    // A broken-off answer still has its status; what arrived is kept.
  } finally {
    await reader.cancel().catch(() => undefined);
  }
  return { status: response.status, text: Buffer.concat(chunks).subarray(0, options.maxBytes).toString('utf8') };
}
