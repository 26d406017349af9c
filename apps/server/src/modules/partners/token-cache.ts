import type { FastifyBaseLogger } from 'fastify';
import type { PartnerRecord } from '@freight/domain';
import type { Db } from '../../db/carrier-scope';
import { announceChanges, type NoticeTransport } from '../../lib/change-notices';
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
/**
 * The seam of a module that reads or writes partners: the partner tokens this process remembers
 * (found by the price API's Bearer lookup), and `changed`, which a partner write calls after its
 * commit with the carrier's new partners version: it forgets the carrier's older tokens here and
 * tells the other processes (NOTIFY). Pricing changes keep them.
 */
export interface PartnersSeam {
  partners: { tokens: PartnerTokenCache; changed: (carrierId: number, version: number) => Promise<void> };
}

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
 * tells the other processes on the same database (lib/change-notices). Answers the announcer and a
 * stop function.
 */
export function announcePartnerChanges(cache: PartnerTokenCache, input: NoticeTransport, logger?: FastifyBaseLogger) {
  const changes = announceChanges<{ carrierId: number; version: number }>(
    {
      channel: PARTNERS_CHANNEL,
      what: 'partner token',
      checkMs: TOKEN_CHECK_MS,
      check: () => cache.checkVersions(),
      forget: ({ carrierId, version }) => cache.forget(carrierId, version),
      write: ({ carrierId, version }) => `${carrierId}:${version}`,
      read: (text) => {
        const [carrierId, version] = text.split(':');
        return { carrierId: Number(carrierId), version: Number(version) };
      },
    },
    input,
    logger,
  );
  return { announce: (carrierId: number, version: number) => changes.announce({ carrierId, version }), stop: changes.stop };
}
