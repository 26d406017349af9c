import { WEBHOOK_EVENTS } from '@freight/domain';
import { describe, expect, it } from 'vitest';
import { EVENT_OPTIONS, EVENT_WORDS, eventWords } from './event-words';

describe('eventWords', () => {
  it('names the events in plain words, in the product order whatever the order given', () => {
    expect(eventWords(['pricelist.effective', 'pricelist.changed'])).toBe('Prices changed, Change took effect');
    expect(eventWords(['pricelist.scheduled'])).toBe('Change scheduled');
  });

  it('names each event once', () => {
    expect(eventWords(['pricelist.changed', 'pricelist.changed'])).toBe('Prices changed');
  });

  it('is empty for no events', () => {
    expect(eventWords([])).toBe('');
  });
});

describe('EVENT_OPTIONS', () => {
  it('offers every event of the contract, with words that are not its API name', () => {
    expect(EVENT_OPTIONS.map((o) => o.value)).toEqual([...WEBHOOK_EVENTS]);
    for (const option of EVENT_OPTIONS) {
      expect(option.label).toBe(EVENT_WORDS[option.value]);
      expect(option.label).not.toMatch(/pricelist\./);
      expect(option.description).not.toBe('');
    }
  });
});
