import { describe, expect, it } from 'vitest';
import { localizeReason } from '../i18n/reasons';
import { ECB_FILE_MAX_BYTES, ECB_MAX_DAYS, nextRateSet, readEcbRates, sameRates } from './ecb-rates';

/** The ECB's own layout, single-quoted attributes and tabs included. */
const ecb = (cubes: string, time = `time='2026-11-25'`) => `<?xml version="1.0" encoding="UTF-8"?>
<gesmes:Envelope xmlns:gesmes="http://www.gesmes.org/xml/2002-08-01" xmlns="http://www.ecb.int/vocabulary/2002-08-01/eurofxref">
\t<gesmes:subject>Reference rates</gesmes:subject>
\t<gesmes:Sender>
\t\t<gesmes:name>European Central Bank</gesmes:name>
\t</gesmes:Sender>
\t<Cube>
\t\t<Cube ${time}>
${cubes}
\t\t</Cube>
\t</Cube>
</gesmes:Envelope>`;
const DAILY = ecb(`\t\t\t<Cube currency='USD' rate='1.0812'/>
\t\t\t<Cube currency='JPY' rate='163.52'/>
\t\t\t<Cube currency="SEK" rate="11.1845"/>
\t\t\t<Cube currency='GBP' rate='0.83515'/>
\t\t\t<Cube currency='IDR' rate='17986.25'/>`);

const problemOf = (input: string | Uint8Array) => {
  const read = readEcbRates(input);
  return read.ok ? null : read.problem;
};

describe('readEcbRates', () => {
  it('reads the date and the product currencies, listing the others as ignored', () => {
    expect(readEcbRates(DAILY)).toEqual({
      ok: true,
      value: { days: [{ date: '2026-11-25', rates: { USD: 1.0812, SEK: 11.1845, GBP: 0.83515 }, ignored: ['IDR', 'JPY'] }] },
    });
  });

  it('reads the bytes as uploaded, a byte-order mark and comments included', () => {
    const bytes = new TextEncoder().encode(`\uFEFF${DAILY.replace('<Cube>', '<!-- rates --><Cube>')}`);
    expect(readEcbRates(bytes)).toMatchObject({ ok: true, value: { days: [{ date: '2026-11-25' }] } });
  });

  it('refuses what is not XML, naming why', () => {
    expect(problemOf('USD;1.0812\nSEK;11.18')).toMatch(/^Not well-formed XML: line 1: text before the root element/);
    expect(problemOf('')).toMatch(/no element/);
    expect(problemOf(DAILY.replace('</gesmes:Envelope>', ''))).toMatch(/<gesmes:Envelope> \(line 2\) is not closed/);
    expect(problemOf(DAILY.replace("rate='1.0812'", "rate='1.0812"))).toBe(
      'Not well-formed XML: line 9: <Cube>: the value of rate contains "<"',
    );
    expect(problemOf('<a b="1"c="2"/>')).toMatch(/attributes must be separated by spaces/);
    expect(problemOf('<a/><b/>')).toMatch(/a second root element <b>/);
    expect(problemOf(DAILY.replace('</Cube>\n\t</Cube>', '</Cubes>\n\t</Cube>'))).toMatch(/<\/Cubes> closes <Cube>/);
    expect(problemOf(new Uint8Array([0x3c, 0x61, 0xff, 0x3e]))).toMatch(/not UTF-8/);
  });

  it('refuses a DOCTYPE, entities and CDATA: no entity expansion, no external entity', () => {
    const bomb = `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;">]><gesmes:Envelope>&lol2;</gesmes:Envelope>`;
    expect(problemOf(bomb)).toBe('Not well-formed XML: line 1: <!DOCTYPE> is refused: no DTDs or entities');
    const external = `<!ENTITY xxe SYSTEM "file:///etc/passwd"><gesmes:Envelope>&xxe;</gesmes:Envelope>`;
    expect(problemOf(external)).toMatch(/<!ENTITY> is refused/);
    expect(problemOf(DAILY.replace('Reference rates', '&xxe;'))).toMatch(/line 3: &xxe; is an undefined entity/);
    expect(problemOf(DAILY.replace('Reference rates', '<![CDATA[x]]>'))).toMatch(/<!\[CDATA\[... is refused/);
    // The predefined ones are fine.
    expect(problemOf(DAILY.replace('Reference rates', 'Rates &amp; &#x41;'))).toBeNull();
  });

  it('refuses a document of another layout, naming the element', () => {
    expect(problemOf('<rates><USD>1.08</USD></rates>')).toBe(
      "Not the ECB reference-rate format: the root element is <rates>, not the ECB's <gesmes:Envelope>",
    );
    expect(problemOf(DAILY.replace(/<Cube>[\s\S]*<\/Cube>\n/, ''))).toMatch(/there is no <Cube> in the <gesmes:Envelope>/);
    expect(problemOf(ecb(`<Cube currency='USD' rate='1.08'/>`, ''))).toMatch(/line 8: <Cube>: this <Cube> has no time attribute/);
  });

  it('reads a history (eurofxref-hist-90d.xml: one dated Cube a day, newest first) into its days, oldest first', () => {
    const day = (date: string, usd: string) =>
      `\t\t<Cube time="${date}">\n\t\t\t<Cube currency="USD" rate="${usd}"/><Cube currency="JPY" rate="160"/>\n\t\t</Cube>`;
    const history = (days: string[]) => ecb('', '').replace(/\t\t<Cube >\n\n\t\t<\/Cube>/, days.join('\n'));
    const read = readEcbRates(history([day('2026-11-25', '1.08'), day('2026-11-24', '1.07'), day('2026-11-21', '1.06')]));
    expect(read).toEqual({
      ok: true,
      value: {
        days: [
          { date: '2026-11-21', rates: { USD: 1.06 }, ignored: ['JPY'] },
          { date: '2026-11-24', rates: { USD: 1.07 }, ignored: ['JPY'] },
          { date: '2026-11-25', rates: { USD: 1.08 }, ignored: ['JPY'] },
        ],
      },
    });
    expect(problemOf(history([day('2026-11-25', '1.08'), day('2026-11-25', '1.07')]))).toMatch(
      /line 11: <Cube time="2026-11-25">: 2026-11-25 is given twice \(first on line 8\)/,
    );
    expect(problemOf(history([day('2026-11-25', '1.08'), day('2026-11-24', 'x')]))).toMatch(/line 12: .*rate must be a positive decimal/);
    const tooMany = Array.from({ length: ECB_MAX_DAYS + 1 }, () => '<Cube time="2026-11-25"/>');
    expect(problemOf(history(tooMany))).toMatch(new RegExp(`there are ${ECB_MAX_DAYS + 1} dated <Cube>s; at most 12,000 days`));
  });

  it('refuses a bad date', () => {
    expect(problemOf(ecb(`<Cube currency='USD' rate='1'/>`, `time='2026-02-30'`))).toMatch(
      /line 8: <Cube time="2026-02-30">: time must be a date yyyy-mm-dd/,
    );
    expect(problemOf(ecb(`<Cube currency='USD' rate='1'/>`, `time='25.11.2026'`))).toMatch(/time must be a date/);
  });

  it('refuses a rate that is not a positive decimal, a missing attribute and a duplicate currency', () => {
    const one = (cube: string) => problemOf(ecb(cube));
    expect(one(`<Cube currency='USD' rate='abc'/>`)).toMatch(/line 9: <Cube currency="USD" rate="abc">: rate must be a positive decimal/);
    expect(one(`<Cube currency='USD' rate='-1.08'/>`)).toMatch(/rate must be a positive decimal/);
    expect(one(`<Cube currency='USD' rate='0'/>`)).toMatch(/rate must be a positive decimal/);
    expect(one(`<Cube currency='USD' rate='1,08'/>`)).toMatch(/rate must be a positive decimal/);
    expect(one(`<Cube currency='USD' rate='1e3'/>`)).toMatch(/rate must be a positive decimal/);
    expect(one(`<Cube currency='USD' rate='1.123456789'/>`)).toMatch(/at most 8 decimals/);
    expect(one(`<Cube currency='USD' rate='2000000'/>`)).toMatch(/rate must be at most 1,000,000/);
    expect(one(`<Cube currency='USD'/>`)).toMatch(/the rate attribute is missing/);
    expect(one(`<Cube rate='1.08'/>`)).toMatch(/the currency attribute is missing/);
    expect(one(`<Cube currency='usd' rate='1.08'/>`)).toMatch(/3-letter code/);
    expect(one(`<Cube currency='USD' rate='1.08'/>\n<Cube currency='USD' rate='1.09'/>`)).toMatch(
      /line 10: .*USD is given twice \(first on line 9\)/,
    );
    expect(one(`<Rate currency='USD' rate='1.08'/>`)).toMatch(/line 9: <Rate currency="USD" rate="1.08">: only <Cube/);
    expect(one(`<Cube currency='USD' currency='SEK' rate='1'/>`)).toMatch(/has the attribute currency twice/);
  });

  it('refuses a date without rates, or without any currency prices are written in', () => {
    expect(problemOf(ecb(''))).toMatch(/line 8: <Cube time="2026-11-25">: it has no rates/);
    expect(problemOf(ecb(`<Cube currency='JPY' rate='163.52'/>`))).toMatch(
      /none of its 1 currencies is one prices are written in \(USD, DKK/,
    );
  });

  it('refuses a file past the bound before reading it', () => {
    expect(problemOf(' '.repeat(ECB_FILE_MAX_BYTES + 1))).toMatch(/larger than 16 MB/);
  });

  it('reads a document near the bound in well under a second (no quadratic step)', () => {
    const many = Array.from({ length: 20_000 }, (_, i) => `<!-- ${i} -->\n`).join('');
    const big = DAILY.replace('<Cube>', `${many}<Cube>`);
    const started = performance.now();
    expect(readEcbRates(big).ok).toBe(true);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

describe('nextRateSet', () => {
  it("puts the file's rates over the current set, keeping a currency the file does not give", () => {
    const { rates, changes } = nextRateSet({ USD: 1.05, BGN: 1.95583 }, { USD: 1.0812, SEK: 11.1845 });
    expect(rates).toEqual({ USD: 1.0812, BGN: 1.95583, SEK: 11.1845 });
    expect(changes).toEqual([
      { currency: 'USD', before: 1.05, after: 1.0812, change_percent: 2.97, in_file: true },
      { currency: 'SEK', before: null, after: 11.1845, change_percent: null, in_file: true },
      { currency: 'BGN', before: 1.95583, after: 1.95583, change_percent: 0, in_file: false },
    ]);
  });
});

describe('sameRates', () => {
  it('is true only for the same currencies at the same rates', () => {
    expect(sameRates({ USD: 1.08, SEK: 11 }, { SEK: 11, USD: 1.08 })).toBe(true);
    expect(sameRates({ USD: 1.08 }, { USD: 1.08, SEK: 11 })).toBe(false);
    expect(sameRates({ USD: 1.08 }, { USD: 1.0801 })).toBe(false);
  });

  it("says a fault in the catalog's English, which the server says in its caller's language", () => {
    const read = readEcbRates(ecb(`<Cube currency='usd' rate='1.08'/>`));
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(read.problem).toMatch(
      /^Not the ECB reference-rate format: line \d+: <Cube currency="usd" rate="1.08">: currency must be a 3-letter code such as USD$/,
    );
    expect(localizeReason('fi', read.problem)).toMatch(
      /^Tiedosto ei ole EKP:n viitekurssien muodossa: rivi \d+: <Cube currency="usd" rate="1.08">: currency on oltava kolmikirjaiminen koodi, kuten USD$/,
    );
    const root = readEcbRates('<rates/>');
    expect(root.ok ? '' : localizeReason('et', root.problem)).toBe(
      'Fail ei ole EKP viitekursside vormingus: juurelement on <rates>, mitte EKP <gesmes:Envelope>',
    );
  });
});
