/**
 * What gives way when the header's row does not fit (a long language, a narrow window): first an
 * idle link at the end (the Changes icon while nothing waits: the page is also on the account
 * page), then the user's name (it is in the drawer and on the account page), then the bar, for the
 * burger, as on small screens.
 */

export type Crowding = 'none' | 'optional' | 'name' | 'bar';

export interface RowWidths {
  /** The whole row: the start's content, the end, the gap and the padding. */
  all: number;
  /** The user's name block with its gap. */
  who: number;
  /** What may give way first (`[data-optional]`) with its gap; 0 without it. */
  optional: number;
}

export const NO_WIDTHS: RowWidths = { all: 0, who: 0, optional: 0 };

/** The widths of the header's row `row` (its start and its end) as it shows now. */
export function rowWidths(row: HTMLElement): RowWidths {
  const [start, end] = Array.from(row.children);
  if (!start || !end) return NO_WIDTHS;
  const style = getComputedStyle(row);
  const px = (value: string) => Number.parseFloat(value) || 0;
  const gap = px(getComputedStyle(end).columnGap);
  const width = (selector: string) => {
    const element = end.querySelector(selector);
    return element ? element.getBoundingClientRect().width + gap : 0;
  };
  return {
    all: start.scrollWidth + end.getBoundingClientRect().width + px(style.columnGap) + px(style.paddingLeft) + px(style.paddingRight),
    who: width('[data-who]'),
    optional: width('[data-optional]'),
  };
}

/** How crowded a row of `widths` is in `available` pixels: the least that must give way. */
export function crowdingOf(widths: RowWidths, available: number): Crowding {
  if (widths.all <= available) return 'none';
  if (widths.all - widths.optional <= available) return 'optional';
  return widths.all - widths.optional - widths.who <= available ? 'name' : 'bar';
}
