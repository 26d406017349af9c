import { translate, type Translate } from '@freight/domain';
import { describe, expect, it } from 'vitest';
import { changeRecordText, decidedText, recordPath } from './labels';

const t: Translate = (key, values) => translate('en', key, values);
const fi: Translate = (key, values) => translate('fi', key, values);

describe('changeRecordText', () => {
  it('names the record by its kind and name, and a change that creates it as new', () => {
    expect(changeRecordText({ record_type: 'pricelist', record_name: 'Baltics 2026', record_id: 3, origin: 'save' }, t)).toBe(
      'Pricelist Baltics 2026',
    );
    expect(changeRecordText({ record_type: 'surcharge', record_name: 'Fuel', record_id: null, origin: 'save' }, t)).toBe(
      'Surcharge Fuel (new)',
    );
  });

  it('names the pricing setup by its catalog word; the carrier-wide tables and an upload of many are never new', () => {
    expect(changeRecordText({ record_type: 'transit', record_name: '2 days', record_id: 2, origin: 'save' }, t)).toBe(
      'Transit time 2 days',
    );
    expect(changeRecordText({ record_type: 'zone', record_name: 'North', record_id: null, origin: 'save' }, fi)).toBe(
      'Vyöhyke North (uusi)',
    );
    expect(changeRecordText({ record_type: 'fuel_index', record_name: '', record_id: null, origin: 'save' }, t)).toBe('Fuel index');
    expect(changeRecordText({ record_type: 'distance_table', record_name: '', record_id: null, origin: 'restore' }, t)).toBe(
      'Distance table',
    );
    expect(changeRecordText({ record_type: 'area', record_name: '', record_id: null, origin: 'import' }, t)).toBe('Postcode area');
  });
});

describe('decidedText', () => {
  it('says who decided and how; nothing while pending', () => {
    expect(decidedText({ status: 'approved', decided_by: { id: 2, name: 'Olga Owner' } }, t)).toBe('Approved by Olga Owner');
    expect(decidedText({ status: 'rejected', decided_by: { id: 2, name: 'Olga Owner' } }, t)).toBe('Rejected by Olga Owner');
    expect(decidedText({ status: 'pending', decided_by: null }, t)).toBe('');
  });
});

describe('recordPath', () => {
  const pending = { applied_record_id: null, origin: 'save', status: 'pending' } as const;

  it("is the record's page, the approved new record's, or none before it exists", () => {
    expect(recordPath({ ...pending, record_type: 'pricelist', record_id: 3 })).toBe('/pricelists/3');
    expect(recordPath({ ...pending, record_type: 'surcharge', record_id: null, applied_record_id: 9, status: 'approved' })).toBe(
      '/surcharges/9',
    );
    expect(recordPath({ ...pending, record_type: 'pricelist', record_id: null })).toBeNull();
    expect(recordPath({ ...pending, record_type: 'rate_increase', record_id: null })).toBeNull();
  });

  it('leads to the pricing setup: a zone, an area, a transit time, a condition, the fuel index, the distance table', () => {
    expect(recordPath({ ...pending, record_type: 'zone', record_id: 5 })).toBe('/zones/5');
    expect(recordPath({ ...pending, record_type: 'area', record_id: 6 })).toBe('/areas/6');
    expect(recordPath({ ...pending, record_type: 'transit', record_id: 7 })).toBe('/transits/7');
    expect(recordPath({ ...pending, record_type: 'condition', record_id: 8 })).toBe('/conditions/8');
    expect(recordPath({ ...pending, record_type: 'fuel_index', record_id: null })).toBe('/surcharges/fuel-index');
    expect(recordPath({ ...pending, record_type: 'distance_table', record_id: null, origin: 'restore' })).toBe('/distances');
  });

  it('leads nowhere for a record an approval deleted; to the areas once an upload of many is approved', () => {
    expect(recordPath({ ...pending, record_type: 'zone', record_id: 5, origin: 'delete' })).toBe('/zones/5');
    expect(recordPath({ ...pending, record_type: 'zone', record_id: 5, origin: 'delete', status: 'approved' })).toBeNull();
    expect(recordPath({ ...pending, record_type: 'area', record_id: null, origin: 'import' })).toBeNull();
    expect(recordPath({ ...pending, record_type: 'area', record_id: null, origin: 'import', status: 'approved' })).toBe('/areas');
  });
});
