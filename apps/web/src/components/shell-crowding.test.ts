import { describe, expect, it } from 'vitest';
import { crowdingOf } from './shell-crowding';

describe('crowdingOf', () => {
  const widths = { all: 1400, who: 150, optional: 46 };

  it('gives nothing way while the row fits', () => {
    expect(crowdingOf(widths, 1400)).toBe('none');
  });

  it('gives way the idle link first, so the name stays', () => {
    expect(crowdingOf(widths, 1399)).toBe('optional');
    expect(crowdingOf(widths, 1354)).toBe('optional');
  });

  it("then the user's name, then the bar", () => {
    expect(crowdingOf(widths, 1353)).toBe('name');
    expect(crowdingOf(widths, 1204)).toBe('name');
    expect(crowdingOf(widths, 1203)).toBe('bar');
  });

  it('gives the name way first when nothing at the end may (changes wait)', () => {
    expect(crowdingOf({ ...widths, optional: 0 }, 1399)).toBe('name');
  });
});
