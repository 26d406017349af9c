import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { priceChanges } from './price-changes';
import { openSecret, sealSecret, signatureOf } from '../notifications/webhook-secret';

const grid = (rows: { from: number; to: number; prices: (number | null)[]; min?: number | null; transit?: number | null }[]) => ({
  fare_groups: [
    {
      quantities: [
        { quantity: 100, unit: 'per_shipment' },
        { quantity: 500, unit: 'per_100kg' },
      ],
      zones: rows.map((r) => ({
        zone_from: r.from,
        zone_to: r.to,
        prices: r.prices,
        minimum_amount: r.min ?? null,
        transit: r.transit ?? null,
      })),
    },
  ],
});

describe('priceChanges', () => {
  const before = grid([
    { from: 1, to: 2, prices: [10, 20] },
    { from: 2, to: 1, prices: [30, 40], min: 5 },
  ]);

  it('counts the changed prices and minimums and their lanes; transit days and stored decimals as text are no change', () => {
    expect(priceChanges(before, before)).toEqual({ lanes: 0, cells: 0 });
    const asText = {
      fare_groups: [
        { ...before.fare_groups[0]!, zones: before.fare_groups[0]!.zones.map((z) => ({ ...z, prices: z.prices.map(String) })) },
      ],
    };
    expect(priceChanges(asText, before)).toEqual({ lanes: 0, cells: 0 });
    expect(
      priceChanges(
        before,
        grid([
          { from: 1, to: 2, prices: [10, 20], transit: 7 },
          { from: 2, to: 1, prices: [30, 40], min: 5 },
        ]),
      ),
    ).toEqual({
      lanes: 0,
      cells: 0,
    });
    expect(
      priceChanges(
        before,
        grid([
          { from: 1, to: 2, prices: [11, 21] },
          { from: 2, to: 1, prices: [30, 40], min: 6 },
        ]),
      ),
    ).toEqual({
      lanes: 2,
      cells: 3,
    });
  });

  it('counts a lane added or removed with its cells, and every cell of a new pricelist', () => {
    expect(priceChanges(before, grid([{ from: 1, to: 2, prices: [10, 20] }]))).toEqual({ lanes: 1, cells: 3 });
    expect(
      priceChanges(
        before,
        grid([
          ...before.fare_groups[0]!.zones.map((z) => ({ from: z.zone_from, to: z.zone_to, prices: [...z.prices], min: z.minimum_amount })),
          { from: 3, to: 1, prices: [null, 9] },
        ]),
      ),
    ).toEqual({
      lanes: 1,
      cells: 1,
    });
    expect(priceChanges(null, before)).toEqual({ lanes: 2, cells: 5 });
  });
});

describe('webhook secrets', () => {
  it('seals a secret so only the same server key opens it, and a changed text is refused', () => {
    const key = randomBytes(32);
    const sealed = sealSecret(key, 'a-secret-of-twenty-chars');
    expect(sealed).not.toContain('a-secret');
    expect(sealSecret(key, 'a-secret-of-twenty-chars')).not.toBe(sealed);
    expect(openSecret(key, sealed)).toBe('a-secret-of-twenty-chars');
    expect(() => openSecret(randomBytes(32), sealed)).toThrow();
    const [v, iv, tag, body] = sealed.split('.');
    // Its first character changed (to another one: a body starting with A stayed the same, 1 run in 64).
    const changed = `${body![0] === 'A' ? 'B' : 'A'}${body!.slice(1)}`;
    expect(() => openSecret(key, [v, iv, tag, changed].join('.'))).toThrow();
  });

  it('signs "<timestamp>.<body>" as the receiver checks it (docs/webhooks.md)', () => {
    // printf '%s' '1.{}' | openssl dgst -sha256 -hmac key
    expect(signatureOf('key', 1, '{}')).toBe('sha256=1ba6b8171186efc613e8bcc0cbdab2748f24984d7c5a84faa2637afa0e40d224');
  });
});
