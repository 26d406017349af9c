import { translator } from '@freight/domain';
import { describe, expect, it } from 'vitest';
import { sayDetail, sayLogText } from './security-detail';

describe("a security event's stored texts", () => {
  const fi = translator('fi');
  const et = translator('et');

  it('says the server’s words part by part, names and addresses as stored', () => {
    expect(sayDetail('fi', fi, 'wrong password')).toBe('väärä salasana');
    expect(sayDetail('fi', fi, 'by a password reset link; 2 sessions ended')).toBe('salasanan palautuslinkillä; 2 istuntoa päätetty');
    expect(sayDetail('et', et, 'with a two-factor code; acting as Mia Sales')).toBe(
      'kaheastmelise sisselogimise koodiga; tegutsedes kasutajana Mia Sales',
    );
    expect(sayDetail('fi', fi, 'a person of Acme Oy')).toBe('kumppanin Acme Oy henkilö');
    expect(sayDetail('fi', fi, 'one session (Chrome on Windows from 127.0.0.1)')).toBe('yksi istunto (Chrome on Windows from 127.0.0.1)');
    expect(sayLogText('fi', 'Rate card')).toBe('Hintakortti');
    expect(sayLogText('et', 'Ann Admin (platform admin)')).toBe('Ann Admin (platvormi administraator)');
    expect(sayLogText('fi', 'Mia S. (mia@example.com)')).toBe('Mia S. (mia@example.com)');
  });

  it("says a role's levels and a user's changes with the role matrix's words", () => {
    expect(sayDetail('fi', fi, 'pricelists read, calculator')).toBe('hinnastot luku, laskuri');
    expect(sayDetail('fi', fi, 'renamed from Sales; pricelists read → write, calculator on → off')).toBe(
      'nimetty uudelleen, aiemmin Sales; hinnastot luku → muokkaus, laskuri kyllä → ei',
    );
    expect(sayDetail('et', et, 'role Sales team → Owner; name Mia Sales → Mia S.; phone changed')).toBe(
      'roll Sales team → Owner; nimi Mia Sales → Mia S.; telefon muudetud',
    );
    expect(sayDetail('fi', fi, 'role Sales team; the confirmation link mailed')).toBe(
      'rooli Sales team; vahvistuslinkki lähetetty sähköpostilla',
    );
  });

  it('leaves English, and a text it does not know, as stored', () => {
    const detail = 'role Sales; with a password; acting as Mia';
    expect(sayDetail('en', fi, detail)).toBe(detail);
    expect(sayDetail('fi', fi, 'PDF rate card, per pallet')).toBe('PDF rate card, per pallet');
    expect(sayDetail('fi', fi, '')).toBe('');
  });
});
