import { describe, expect, it } from 'vitest';
import { translate } from '../i18n/translate';
import { FIELD_KEYS, FIELD_LABELS, fieldKeyWords, fieldLabel, ITEM_KEYS } from './field-labels';

/** What one item of a list field was called in English before the catalogs: the screens' words, kept. */
const ENGLISH_ITEMS: Readonly<Record<string, string>> = {
  areas: 'Area',
  blocks: 'Condition',
  charges: 'Charge',
  dependencies: 'Dependency',
  fare_groups: 'Fare group',
  ldm_blocks: 'LDM condition',
  prices: 'Price',
  quantities: 'Quantity row',
  shipments: 'Shipment',
  surcharges: 'Surcharge',
  zone_conditions: 'Zone condition',
  zones: 'Zone row',
};

describe('fieldLabel', () => {
  it('names a known field by its label', () => {
    expect(fieldLabel('valid_from')).toBe('Valid from');
    expect(fieldLabel('service_id')).toBe('Service');
  });
  it('turns an unknown key into words', () => {
    expect(fieldLabel('name')).toBe('Name');
    expect(fieldLabel('some_new_field')).toBe('Some new field');
  });
  it('numbers list items from 1', () => {
    expect(fieldLabel('fare_groups.0.zones.12.prices.3')).toBe('Fare group 1, zone row 13, price 4');
    expect(fieldLabel('zone_conditions.1.amount')).toBe('Zone condition 2, amount');
    expect(fieldLabel('blocks.0')).toBe('Condition 1');
    expect(fieldLabel('fare_groups.0.quantities.1.quantity')).toBe('Fare group 1, quantity row 2, quantity');
    expect(fieldLabel('fare_groups.0.zones.1249.prices.0')).toBe('Fare group 1, zone row 1250, price 1');
    expect(fieldLabel('')).toBe('The form');
  });

  it('says in English what it said before the catalogs, field by field', () => {
    for (const [key, message] of Object.entries(FIELD_KEYS))
      expect(translate('en', message), key).toBe(FIELD_LABELS[key] ?? fieldKeyWords(key));
    for (const [key, message] of Object.entries(ITEM_KEYS))
      expect(translate('en', message, { n: '3' }), key).toBe(`${ENGLISH_ITEMS[key] ?? fieldKeyWords(key)} 3`);
  });

  it('names the fields in Estonian and Finnish, list items and all', () => {
    expect(fieldLabel('valid_to', 'et')).toBe('Kehtib kuni');
    expect(fieldLabel('fare_groups.0.zones.12.prices.3', 'et')).toBe('Hinnatabel 1, tsoonirida 13, hind 4');
    expect(fieldLabel('fare_groups.0.zones.12.prices.3', 'fi')).toBe('Hintataulukko 1, vyöhykerivi 13, hinta 4');
    expect(fieldLabel('shipments.0.tail_lift', 'fi')).toBe('Lähetys 1, takalaitanostin');
    expect(fieldLabel('customer_id', 'fi')).toBe('Kumppani');
    expect(fieldLabel('', 'et')).toBe('Vorm');
    // A key no message names stays in words.
    expect(fieldLabel('some_new_field', 'fi')).toBe('Some new field');
  });
});
