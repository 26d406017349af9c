import { translate, type Translate } from '@freight/domain';
import { describe, expect, it } from 'vitest';
import { changeRecordText, decidedText, recordPath } from './labels';

const t: Translate = (key, values) => translate('en', key, values);

describe('changeRecordText', () => {
  it('names the record by its kind and name, and a change that creates it as new', () => {
    expect(changeRecordText({ record_type: 'pricelist', record_name: 'Baltics 2026', record_id: 3 }, t)).toBe('Pricelist Baltics 2026');
    expect(changeRecordText({ record_type: 'surcharge', record_name: 'Fuel', record_id: null }, t)).toBe('Surcharge Fuel (new)');
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
  it("is the record's page, the approved new record's, or none before it exists", () => {
    expect(recordPath({ record_type: 'pricelist', record_id: 3, applied_record_id: null })).toBe('/pricelists/3');
    expect(recordPath({ record_type: 'surcharge', record_id: null, applied_record_id: 9 })).toBe('/surcharges/9');
    expect(recordPath({ record_type: 'pricelist', record_id: null, applied_record_id: null })).toBeNull();
  });
});
