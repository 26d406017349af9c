import { describe, expect, it } from 'vitest';
import { addAddress, addressProblem, chooseEvents, isChanged, recipientsNote, removeAddress, type RecipientsDraft } from './recipients';

const DRAFT: RecipientsDraft = { emails: ['anna@partner.ee'], events: ['pricelist.changed'] };

describe('addressProblem', () => {
  it('asks for an address when the field is blank', () => {
    expect(addressProblem('   ', [])).toBe('Enter an e-mail address');
  });

  it('refuses what the domain does not take as an e-mail address', () => {
    expect(addressProblem('anna@', [])).toBe('Must be a valid e-mail address');
    expect(addressProblem('anna partner.ee', [])).toBe('Must be a valid e-mail address');
  });

  it('refuses an address already listed, whatever its case and spaces', () => {
    expect(addressProblem('  Anna@Partner.EE ', ['anna@partner.ee'])).toBe('Already a recipient');
  });

  it('takes a new valid address', () => {
    expect(addressProblem('bob@partner.ee', ['anna@partner.ee'])).toBeNull();
  });
});

describe('addAddress', () => {
  it('adds the address trimmed and in lower case, at the end', () => {
    expect(addAddress(DRAFT, ' Bob@Partner.EE ')).toEqual({
      draft: { emails: ['anna@partner.ee', 'bob@partner.ee'], events: ['pricelist.changed'] },
      problem: null,
    });
  });

  it('ticks every event with the first address of a draft that has none ticked', () => {
    expect(addAddress({ emails: [], events: [] }, 'anna@partner.ee').draft).toEqual({
      emails: ['anna@partner.ee'],
      events: ['pricelist.changed', 'pricelist.scheduled', 'pricelist.effective'],
    });
    // Events the clerk chose, or unticked with addresses there, stay as they are.
    expect(addAddress({ emails: [], events: ['pricelist.effective'] }, 'anna@partner.ee').draft.events).toEqual(['pricelist.effective']);
    expect(addAddress({ emails: ['anna@partner.ee'], events: [] }, 'bob@partner.ee').draft.events).toEqual([]);
  });

  it('keeps the draft as it was and says why when the address cannot be added', () => {
    const result = addAddress(DRAFT, 'ANNA@partner.ee');
    expect(result.draft).toBe(DRAFT);
    expect(result.problem).toBe('Already a recipient');
  });
});

describe('removeAddress', () => {
  it('drops only that address', () => {
    const two = { ...DRAFT, emails: ['anna@partner.ee', 'bob@partner.ee'] };
    expect(removeAddress(two, 'anna@partner.ee').emails).toEqual(['bob@partner.ee']);
  });
});

describe('chooseEvents', () => {
  it('keeps the events in the product order, each once, and drops unknown ones', () => {
    expect(chooseEvents(DRAFT, ['pricelist.effective', 'other', 'pricelist.changed', 'pricelist.effective']).events).toEqual([
      'pricelist.changed',
      'pricelist.effective',
    ]);
  });
});

describe('isChanged', () => {
  it('is false for the same addresses and events in another order', () => {
    const saved: RecipientsDraft = { emails: ['a@x.ee', 'b@x.ee'], events: ['pricelist.changed', 'pricelist.effective'] };
    expect(isChanged({ emails: ['b@x.ee', 'a@x.ee'], events: ['pricelist.effective', 'pricelist.changed'] }, saved)).toBe(false);
  });

  it('is true when an address or an event differs', () => {
    expect(isChanged({ ...DRAFT, emails: ['anna@partner.ee', 'bob@partner.ee'] }, DRAFT)).toBe(true);
    expect(isChanged({ ...DRAFT, events: ['pricelist.scheduled'] }, DRAFT)).toBe(true);
    expect(isChanged({ ...DRAFT, events: [] }, DRAFT)).toBe(true);
  });
});

describe('recipientsNote', () => {
  it('says nobody is mailed with addresses and no event, or events and no address', () => {
    expect(recipientsNote({ emails: ['a@x.ee'], events: [] })).toBe('Nobody is mailed until you tick at least one event.');
    expect(recipientsNote({ emails: [], events: ['pricelist.changed'] })).toBe('Nobody is mailed until you add an address.');
  });

  it('says nothing when both are set, or neither', () => {
    expect(recipientsNote(DRAFT)).toBeNull();
    expect(recipientsNote({ emails: [], events: [] })).toBeNull();
  });
});
