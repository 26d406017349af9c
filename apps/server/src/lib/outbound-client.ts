/**
 * The one client the server calls out with (a partner's webhook, the ECB's daily rates), guarded so
 * that a tenant cannot make the server read its own network (SSRF):
 *
 * - http or https only; the host's addresses resolved once (every one of them), each checked by
 *   `isCallableAddress` (public, or in WEBHOOK_ALLOWED_NETWORKS), and the connection made to those
 *   checked addresses (node:http's `lookup` answers them), so a name that resolves to a public
 *   address at the check and to 127.0.0.1 a moment later (DNS rebinding) is never connected to
 *   127.0.0.1. An address literal is checked the same way. TLS still checks the certificate, and
 *   Host names, the host name of the URL.
 * - No redirect is followed (node:http follows none): a 3xx is the answer.
 * - A deadline for the whole exchange (name resolution, connection, headers and body), and a bound
 *   on the body's bytes, counted as they arrive.
 */
import { lookup } from 'node:dns/promises';
import { request as httpRequest, type IncomingMessage, type OutgoingHttpHeaders } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { isCallableAddress, parseNetwork, type Network } from './public-address';

/** One address of a host name. */
export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** Every address of a host name; rejects with the resolver's error (code ENOTFOUND...) when there is none. */
export type ResolveHost = (hostname: string) => Promise<ResolvedAddress[]>;

/** The system's resolver (/etc/hosts, then DNS), as every other program on the machine resolves. */
export const resolveWithSystem: ResolveHost = async (hostname) =>
  (await lookup(hostname, { all: true, verbatim: true })).map(({ address, family }) => ({ address, family: family === 6 ? 6 : 4 }));

/** An address the guard would not call; the message says which ("refused: 127.0.0.1 is not a public address"). */
export class RefusedAddressError extends Error {}

export interface OutboundClientOptions {
  /** WEBHOOK_ALLOWED_NETWORKS: CIDRs (or single addresses) called although not public. */
  allowedNetworks?: readonly string[] | undefined;
  /** Resolves host names; default the system's (a test gives a name one address at the check and another at the call). */
  resolve?: ResolveHost | undefined;
}

/** A bounded GET of a small document. */
export interface BoundedFetchOptions {
  /** The whole exchange: resolution, connection, headers and body. */
  timeoutMs: number;
  /** The body's bytes at most. */
  maxBytes: number;
  /** Sent as Accept. */
  accept?: string;
}

/** What a bounded POST heard: the status and the answer's first bytes (at most `maxBytes`, the rest unread). */
export interface BoundedAnswer {
  status: number;
  /** The answer's first `maxBytes` bytes as text. */
  text: string;
}

/** What a check of a URL before it is saved found. */
export type UrlCheck =
  /** Every address of the host may be called. */
  | { verdict: 'callable' }
  /** An address of the host may not be called; `reason` names it. */
  | { verdict: 'refused'; reason: string }
  /** The name did not resolve in time (or at all): nothing to judge now; each call checks again. */
  | { verdict: 'unresolved'; reason: string };

interface Exchange {
  method: 'GET' | 'POST';
  headers: OutgoingHttpHeaders;
  body?: string;
  timeoutMs: number;
}

/** The guarded outbound client of one app (deps.outbound). */
export class OutboundClient {
  private readonly allowed: Network[];
  private readonly resolve: ResolveHost;

  constructor(options: OutboundClientOptions = {}) {
    this.allowed = (options.allowedNetworks ?? []).map((text) => {
      const network = parseNetwork(text);
      if (!network) throw new Error(`${text} is not a network (a CIDR such as 10.0.0.0/8, or an address)`);
      return network;
    });
    this.resolve = options.resolve ?? resolveWithSystem;
  }

  /**
   * Whether `url`'s host may be called, as a save checks it: its addresses resolved within
   * `timeoutMs` and each checked. A name that does not resolve is `unresolved`, not refused.
   */
  async checkUrl(url: string, timeoutMs: number): Promise<UrlCheck> {
    const address = new URL(url);
    const signal = AbortSignal.timeout(timeoutMs);
    try {
      await untilAborted(this.callableAddresses(address.hostname), signal);
      return { verdict: 'callable' };
    } catch (error) {
      if (error instanceof RefusedAddressError) return { verdict: 'refused', reason: error.message };
      return { verdict: 'unresolved', reason: signal.aborted ? `no answer in ${timeoutMs / 1000} s` : (error as Error).message };
    }
  }

  /**
   * GET of a small document (the ECB's rates): the body's bytes when the answer is 2xx; otherwise
   * throws an Error whose message says what went wrong ("answered 404 Not Found", "took longer than
   * 20 s", "sent more than 1048576 bytes", "refused: 10.0.0.1 is not a public address").
   */
  get(url: string, options: BoundedFetchOptions): Promise<Buffer> {
    const tooLarge = `sent more than ${options.maxBytes} bytes`;
    const headers = options.accept ? { accept: options.accept } : {};
    return this.exchange(url, { method: 'GET', headers, timeoutMs: options.timeoutMs }, async (response) => {
      const status = response.statusCode ?? 0;
      if (status < 200 || status >= 300) {
        const redirect = status >= 300 && status < 400 ? ' (redirects are not followed)' : '';
        throw new Error(`answered ${status} ${response.statusMessage ?? ''}`.trim() + redirect);
      }
      if (Number(response.headers['content-length']) > options.maxBytes) throw new Error(tooLarge);
      const chunks: Buffer[] = [];
      let size = 0;
      try {
        for await (const chunk of response as AsyncIterable<Buffer>) {
          size += chunk.byteLength;
          if (size > options.maxBytes) throw new Error(tooLarge);
          chunks.push(chunk);
        }
      } catch (error) {
        if (error instanceof Error && error.message === tooLarge) throw error;
        throw new Error(`broke off while sending (${causeOf(error)})`);
      }
      return Buffer.concat(chunks);
    });
  }

  /**
   * POST of a body to an address a user configured (a partner's webhook): the status and at most
   * `maxBytes` of the answer (the rest is dropped, not an error; a broken-off answer keeps what
   * arrived). Throws an Error whose message says why there was no answer ("could not be reached
   * (ECONNREFUSED)", "took longer than 10 s", "refused: 127.0.0.1 is not a public address").
   */
  post(
    url: string,
    options: { body: string; headers: Record<string, string>; timeoutMs: number; maxBytes: number },
  ): Promise<BoundedAnswer> {
    const exchange = { method: 'POST' as const, headers: options.headers, body: options.body, timeoutMs: options.timeoutMs };
    return this.exchange(url, exchange, async (response) => {
      const chunks: Buffer[] = [];
      let size = 0;
      try {
        for await (const chunk of response as AsyncIterable<Buffer>) {
          chunks.push(chunk);
          size += chunk.byteLength;
          if (size >= options.maxBytes) break;
        }
      } catch {
        // A broken-off (or timed-out) answer still has its status; what arrived is kept.
      }
      return { status: response.statusCode ?? 0, text: Buffer.concat(chunks).subarray(0, options.maxBytes).toString('utf8') };
    });
  }

  /** One request within the deadline: the host checked, the checked addresses connected to, the answer read by `read`. */
  private async exchange<T>(url: string, exchange: Exchange, read: (response: IncomingMessage) => Promise<T>): Promise<T> {
    const address = new URL(url);
    if (address.protocol !== 'http:' && address.protocol !== 'https:')
      throw new Error(`${address.protocol} addresses are not called (http or https only)`);
    const deadline = new AbortController();
    const timer = setTimeout(() => deadline.abort(), exchange.timeoutMs);
    try {
      const targets = await untilAborted(this.callableAddresses(address.hostname), deadline.signal);
      const response = await send(address, targets, exchange, deadline.signal);
      try {
        return await read(response);
      } finally {
        response.destroy();
      }
    } catch (error) {
      if (deadline.signal.aborted && !(error instanceof RefusedAddressError))
        throw new Error(`took longer than ${exchange.timeoutMs / 1000} s`);
      throw error;
    } finally {
      clearTimeout(timer);
    }
  }

  /** The addresses of `hostname` (a name resolved, or an address literal), every one checked; throws RefusedAddressError for one that is not callable. */
  private async callableAddresses(hostname: string): Promise<ResolvedAddress[]> {
    const host = hostname.replace(/^\[(.*)\]$/, '$1');
    const family = isIP(host);
    if (family) {
      if (!isCallableAddress(host, this.allowed)) throw new RefusedAddressError(`refused: ${host} is not a public address`);
      return [{ address: host, family: family === 6 ? 6 : 4 }];
    }
    let addresses: ResolvedAddress[];
    try {
      addresses = await this.resolve(host);
    } catch (error) {
      throw new Error(`could not be reached (${causeOf(error)})`);
    }
    if (addresses.length === 0) throw new Error('could not be reached (ENOTFOUND)');
    // One refused address refuses the name: the connection may go to any of them.
    const refused = addresses.find((a) => !isCallableAddress(a.address, this.allowed));
    if (refused) throw new RefusedAddressError(`refused: ${host} is ${refused.address}, not a public address`);
    return addresses;
  }
}

/** Sends the request to the checked addresses (never resolving the name again) and answers the response's head. */
function send(address: URL, targets: ResolvedAddress[], exchange: Exchange, signal: AbortSignal): Promise<IncomingMessage> {
  const request = address.protocol === 'https:' ? httpsRequest : httpRequest;
  // net calls lookup for a name only; a literal was checked as it is and is connected to as it is.
  const pinned: LookupFunction = (_hostname, options, callback) => {
    if (options.all) callback(null, targets);
    else callback(null, targets[0]!.address, targets[0]!.family);
  };
  const auth = address.username ? `${decodeURIComponent(address.username)}:${decodeURIComponent(address.password)}` : undefined;
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        protocol: address.protocol,
        hostname: address.hostname.replace(/^\[(.*)\]$/, '$1'),
        port: address.port || undefined,
        path: `${address.pathname}${address.search}`,
        method: exchange.method,
        headers: exchange.headers,
        auth,
        // A connection of its own: nothing pooled that was connected for another check.
        agent: false,
        lookup: pinned,
        signal,
      },
      resolve,
    );
    outgoing.on('error', (error) => reject(new Error(`could not be reached (${causeOf(error)})`)));
    outgoing.end(exchange.body);
  });
}

/** `work`, or a rejection once `signal` aborts (a lookup that hangs is left behind, not waited for). */
function untilAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(new Error('aborted'));
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(new Error('aborted'));
    signal.addEventListener('abort', abort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

/** The low-level reason of a failed call: the system's error code (ECONNREFUSED, ENOTFOUND), else the message. */
function causeOf(error: unknown): string {
  const failure = error as { code?: string; message?: string; cause?: { code?: string } } | undefined;
  return failure?.code ?? failure?.cause?.code ?? failure?.message ?? String(error);
}
