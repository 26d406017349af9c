import { describe, expect, it } from 'vitest';
import { en, type MessageKey } from './messages';
import { lengthen, pseudoLocalize } from './pseudo';

describe('pseudoLocalize', () => {
  it('accents the English message, makes it 30 % longer and brackets it', () => {
    expect(pseudoLocalize('common.save')).toBe('[Šàṽé··]');
    expect(lengthen('x'.repeat(10))).toBe(`[${'x'.repeat(10)}···]`);
  });

  it("leaves the arguments' values, plural numbers and the ICU syntax as they are", () => {
    expect(pseudoLocalize('shell.pretend.as', { company: 'Demo Freight OÜ' })).toMatch(/^\[Þŕéţéñðîñĝ àš Demo Freight OÜ·+\]$/);
    expect(pseudoLocalize('calculator.found', { count: 1 })).toMatch(/^\[1 þŕîçé ƒöûñð·+\]$/);
    expect(pseudoLocalize('calculator.found', { count: 1200 })).toMatch(/^\[1\s200 þŕîçéš ƒöûñð·+\]$/);
  });

  it("keeps a mark's link target, so the link still finds its page", () => {
    expect(pseudoLocalize('pages.index.questions', { email: 'info@example.com', phone: '+372 5555' })).toContain('](mail)');
  });

  it('formats every message, each at least 30 % longer than the English', () => {
    for (const key of Object.keys(en) as MessageKey[]) {
      const values = new Proxy({}, { get: () => 2, has: () => true });
      const text = pseudoLocalize(key, values);
      expect(text.startsWith('[') && text.endsWith(']'), key).toBe(true);
      expect(text.length - 2, key).toBeGreaterThanOrEqual(Math.ceil(text.replace(/^\[|·*\]$/g, '').length * 1.3));
    }
  });
});
