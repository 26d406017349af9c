import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { PartnerRecord } from '@freight/domain';
import type { Db } from '../../db/carrier-scope';
import type { AppInput } from '../../deps';
import { readPartnersVersions } from './partners.repository';

/** The partner a Bearer token names, with its carrier. */
export type TokenPartner = { carrierId: number; partner: PartnerRecord };

/**
 * NOTIFY channel of partner writes. The payload is `<carrier id>:<partners version>:<sender>`; the
 * sender skips its own notice (it forgot the carrier's tokens already).
 */
export const PARTNERS_CHANNEL = 'partners_changed';

/** How often a process compares the partners' versions of the tokens it holds with the database's. */
export const TOKEN_CHECK_MS = 1000;

interface HeldToken {
  found: TokenPartner;
  /** The version of the carrier's partners (`partners:<carrier>` in pricing_versions) read with it. */
  version: number;
}

/**
 * Partner tokens looked up by the price API, remembered so a steady partner costs one map lookup:
 * no hashing, no database read, no promise to wait a turn for. A token is forgotten only when its
 * carrier's partners change (a partner saved, a token drawn again): here at once, in the other
 * processes by NOTIFY, and, should a notice be lost, by `checkVersions` within a second. Pricing
 * changes (a pricelist saved, another carrier's anything) keep it. The server secret needs no rule:
 * a token is found by its stored hash, and the secret changes only with the process, whose memory
 * starts empty. Unknown tokens are not kept, so guessed ones cannot fill the memory.
 */
export class PartnerTokenCache {
  private readonly tokens = new Map<string, HeldToken>();
  /**
   * The latest partners version announced per carrier: a lookup that read an older one (it began
   * before the write) is not kept, and a late notice forgets only tokens read before its write.
   */
  private readonly announced = new Map<number, number>();

  constructor(private readonly db: Db) {}

  /** The token's partner if remembered. */
  recall(token: string): TokenPartner | undefined {
    return this.tokens.get(token)?.found;
  }

  /** The token's partner by `load` (which reads the carrier's partners version in the same statement), remembered when found. */
  async lookup(token: string, load: () => Promise<HeldToken | undefined>): Promise<TokenPartner | undefined> {
    const held = this.tokens.get(token);
    if (held) return held.found;
    const loaded = await load();
    if (loaded && loaded.version >= (this.announced.get(loaded.found.carrierId) ?? 0)) this.tokens.set(token, loaded);
    return loaded?.found;
  }

  /** Forgets the carrier's tokens read before its partners reached `version`. */
  forget(carrierId: number, version: number) {
    if (version > (this.announced.get(carrierId) ?? 0)) this.announced.set(carrierId, version);
    for (const [token, held] of this.tokens) {
      if (held.found.carrierId === carrierId && held.version < version) this.tokens.delete(token);
    }
  }

  /** Forgets the tokens whose carrier's partners moved on in the database: the safety net under NOTIFY. */
  async checkVersions(): Promise<void> {
    if (!this.tokens.size) return;
    const current = await readPartnersVersions(this.db, [...new Set([...this.tokens.values()].map((h) => h.found.carrierId))]);
    for (const [carrierId, version] of current) this.forget(carrierId, version);
  }
}

/**
 * The `partnersChanged` of the app's dependencies: forgets the carrier's tokens here at once and
 * tells the other processes on the same database; starts the once-a-second version check (and a
 * check when the listening connection comes back). Answers the announcer and a stop function.
 */
export function announcePartnerChanges(cache: PartnerTokenCache, input: Pick<AppInput, 'listen' | 'notify'>, logger?: FastifyBaseLogger) {
  const self = randomUUID();
  let checking = false;
  const check = async () => {
    if (checking) return;
    checking = true;
    try {
      await cache.checkVersions();
    } catch (error) {
      // The database is unreachable: nothing can have changed that we could read; try next tick.
      logger?.debug({ err: error }, 'partner token check failed');
    } finally {
      checking = false;
    }
  };
  void input.listen?.(
    PARTNERS_CHANNEL,
    (payload) => {
      const [carrier, version, sender] = payload.split(':');
      if (sender !== self) cache.forget(Number(carrier), Number(version));
    },
    () => void check(),
  );
  const timer = setInterval(() => void check(), TOKEN_CHECK_MS);
  timer.unref();
  const announce = async (carrierId: number, version: number) => {
    cache.forget(carrierId, version);
    await input.notify?.(PARTNERS_CHANNEL, `${carrierId}:${version}:${self}`).catch((error: unknown) => {
      // The change is committed; the other processes' version checks will see it.
      logger?.warn({ err: error }, 'partners change notice not sent');
    });
  };
  return { announce, stop: () => clearInterval(timer) };
}
