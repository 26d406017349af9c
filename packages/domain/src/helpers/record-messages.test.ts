import { describe, expect, it } from 'vitest';
import { countMessage, recordKind, recordNameOf, savedMessage } from './record-messages';

describe('savedMessage', () => {
  it('names the kind, the record and what happened', () => {
    expect(savedMessage('Partner', 'Acme', 'created')).toBe('Partner Acme created');
    expect(savedMessage('Pricelist', 'Baltic 2026', 'saved')).toBe('Pricelist Baltic 2026 saved');
    expect(savedMessage('Zone', 'North', 'deleted')).toBe('Zone North deleted');
  });

  it('leaves out a missing or blank name', () => {
    expect(savedMessage('API token', null, 'reset')).toBe('API token reset');
    expect(savedMessage('Condition', '  ', 'created')).toBe('Condition created');
  });

  it('shortens a name past 60 characters', () => {
    const message = savedMessage('Partner', 'x'.repeat(80), 'saved');
    expect(message).toBe(`Partner ${'x'.repeat(59)}… saved`);
  });
});

describe('recordKind', () => {
  it('reads the kind from the last segment of a resource path', () => {
    expect(recordKind('customers')).toBe('Partner');
    expect(recordKind('admin/carriers')).toBe('Carrier');
    expect(recordKind('admin/carriers/3/surcharges')).toBe('Surcharge');
    expect(recordKind('pricelists')).toBe('Pricelist');
  });

  it('turns an unknown segment into a word', () => {
    expect(recordKind('widgets')).toBe('Widget');
    expect(recordKind('')).toBe('Record');
  });
});

describe('countMessage', () => {
  it('counts with the singular for one', () => {
    expect(countMessage(3, 'user', 'invited')).toBe('3 users invited');
    expect(countMessage(1, 'area', 'created')).toBe('1 area created');
    expect(countMessage(2, 'price', 'found', 'prices')).toBe('2 prices found');
  });
});

describe('recordNameOf', () => {
  it('takes the name, else the e-mail', () => {
    expect(recordNameOf({ name: ' Acme ', email: 'a@b.c' })).toBe('Acme');
    expect(recordNameOf({ email: 'a@b.c' })).toBe('a@b.c');
    expect(recordNameOf({ id: 3 })).toBe('');
    expect(recordNameOf(null)).toBe('');
  });
});
