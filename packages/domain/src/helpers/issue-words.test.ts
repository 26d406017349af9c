import { describe, expect, it } from 'vitest';
import { massShipmentSchema } from '../schemas/bulk.schema';
import { describeIssues } from './bulk-paste';

const lines = (shipment: Record<string, unknown>) => {
  const parsed = massShipmentSchema.safeParse(shipment);
  if (parsed.success) throw new Error('expected issues');
  return describeIssues(parsed.error).split('\n');
};
const address = { country: 'EE', postcode: '10115' };

describe('describeIssues', () => {
  it("says the validator's faults in a clerk's words, the field first", () => {
    expect(
      lines({ collection: address, delivery: { country: 'XX', postcode: '1' }, quantity: 'x', type: 'eur_pallet', weight: 'heavy' }),
    ).toEqual(['Delivery country must be a country code', 'Quantity must be a number', 'Weight must be a number']);
  });

  it('names a missing field, a wrong type and a bad postcode without keys or validator wording', () => {
    const said = lines({ collection: { country: 'FI', postcode: '123' }, quantity: 0, type: 'pallett', weight: -1 });
    expect(said).toEqual([
      'Collection postcode: FI postcodes have 5 digits',
      'Delivery is missing',
      'Quantity must be at least 1',
      'Type must be a shipment type (EUR pallet, Carton, Colli ...)',
      'Weight must be at least 0',
    ]);
    for (const line of said) expect(line).not.toMatch(/Invalid input|expected|received|\w\.\w|unit code/);
  });

  it('says what an address or a text must be', () => {
    expect(
      lines({ reference: 'x'.repeat(300), collection: 5, delivery: { country: 'EE' }, quantity: 1.5, type: 'carton', weight: 1 }),
    ).toEqual([
      'Reference must be at most 200 characters',
      'Collection must be a country and a postcode',
      'Delivery postcode is missing',
      'Quantity must be a whole number',
    ]);
  });

  it("says them in the workbook's or the reader's language: the field by its label, the reason from the catalogs", () => {
    const parsed = massShipmentSchema.safeParse({
      collection: { country: 'FI', postcode: '123' },
      quantity: 0,
      type: 'pallett',
      weight: -1,
    });
    if (parsed.success) throw new Error('expected issues');
    expect(describeIssues(parsed.error, undefined, 'fi').split('\n')).toEqual([
      'Nouto, postinumero: maan FI postinumeroissa on 5 numeroa',
      'Toimitus puuttuu',
      'Määrä on oltava vähintään 1',
      'Tyyppi on oltava lähetystyyppi (EUR-lava, Laatikko, Kolli ...)',
      'Paino on oltava vähintään 0',
    ]);
    expect(describeIssues(parsed.error, undefined, 'et').split('\n')[3]).toBe('Tüüp peab olema saadetise tüüp (EUR-alus, Kast, Koll ...)');
  });
});
