import { describe, expect, it } from 'vitest';
import { AppError } from '../errors';
import { localizeReason } from '@freight/domain';
import { assertUnused, deleteUnlessUsed, pricelistLabel, quoted } from './in-use';

/** The message of assertUnused's 409, or null when it passes. */
function refusal(what: Parameters<typeof assertUnused>[0], users: Parameters<typeof assertUnused>[1]): string | null {
  try {
    assertUnused(what, users);
    return null;
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe('CONFLICT');
    return (error as AppError).message;
  }
}

describe('assertUnused', () => {
  it('passes when nothing uses the record', () => {
    expect(refusal('zone', [{ kind: 'pricelist', names: [] }])).toBeNull();
  });

  it('counts and names each kind, the last joined by "and"; a quote keeps its service', () => {
    expect(
      refusal('service', [
        { kind: 'service', names: [quoted('Express')] },
        { kind: 'pricelist', names: [quoted('P1'), quoted('P2')] },
        { kind: 'quote', count: 3 },
      ]),
    ).toBe(
      'Used by 1 service ("Express"), 2 pricelists ("P1", "P2") and 3 quotes, so it cannot be deleted. A quote keeps the service it was priced for.',
    );
  });

  it('names five of a kind and counts the rest', () => {
    const names = ['A', 'B', 'C', 'D', 'E', 'F', 'G'].map(quoted);
    expect(refusal('transit', [{ kind: 'surcharge', names }])).toBe(
      'Used by 7 surcharges ("A", "B", "C", "D", "E" and 2 more), so it cannot be deleted. Remove the transit time from them first.',
    );
  });

  it("is said in the caller's language part by part, the names as they are", () => {
    const three = refusal('condition', [
      { kind: 'service', names: [quoted('Express')] },
      { kind: 'pricelist', names: [quoted('P1'), quoted('P2')] },
      { kind: 'surcharge', names: [quoted('Fuel')] },
    ])!;
    expect(localizeReason('fi', three)).toBe(
      'Tätä käyttävät: 1 palvelu ("Express"), 2 hinnastoa ("P1", "P2") ja 1 lisämaksu ("Fuel"), joten sitä ei voi poistaa. Poista ehto niistä ensin.',
    );
    const general = pricelistLabel({ name: '', valid_from: '2026-01-01', valid_to: '2026-12-31', archived_at: new Date() });
    const one = refusal('zone', [{ kind: 'pricelist', names: [general] }])!;
    expect(localizeReason('et', one)).toBe(
      'Seda kasutavad: 1 hinnakiri (üldhinnakiri, kehtiv 01.01.2026–31.12.2026 (arhiveeritud)), seetõttu ei saa seda kustutada. Eemaldage tsoon neist kõigepealt.',
    );
    const quotes = refusal('service', [
      { kind: 'pricelist', names: [quoted('P1')] },
      { kind: 'quote', count: 2 },
    ])!;
    expect(localizeReason('fi', quotes)).toBe(
      'Tätä käyttävät: 1 hinnasto ("P1") ja 2 tarjousta, joten sitä ei voi poistaa. Tarjous säilyttää palvelun, jolle se hinnoiteltiin.',
    );
  });
});

describe('pricelistLabel', () => {
  it('names a pricelist by its name, an unnamed one by its validity, an archived one so', () => {
    expect(pricelistLabel({ name: 'Baltic', valid_from: '2026-01-01', valid_to: '2026-12-31', archived_at: null })).toBe('"Baltic"');
    expect(pricelistLabel({ name: '', valid_from: '2026-01-01', valid_to: '2026-12-31', archived_at: new Date() })).toBe(
      'the general pricelist valid 01.01.2026–31.12.2026 (archived)',
    );
  });
});

describe('deleteUnlessUsed', () => {
  it("answers the database's foreign-key refusal (a record put it to use meanwhile) as a 409 in words", async () => {
    const refused = deleteUnlessUsed('transit', () => Promise.reject(Object.assign(new Error('fk'), { code: '23503' })));
    await expect(refused).rejects.toBeInstanceOf(AppError);
    await expect(refused).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'Put to use while it was being deleted, so the transit time cannot be deleted. Open it again to see what uses it.',
    });
  });

  it('passes the result through, and any other error as it is', async () => {
    expect(await deleteUnlessUsed('zone', () => Promise.resolve(1))).toBe(1);
    const other = new Error('connection lost');
    await expect(deleteUnlessUsed('zone', () => Promise.reject(other))).rejects.toBe(other);
  });
});
