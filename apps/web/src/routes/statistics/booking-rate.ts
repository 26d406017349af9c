/**
 * Booking-rate shading of the statistics cells (docs/product/domain.md §4): the percent of bookings over hits.
 * No hits is gray; 0 % is red; then the bands up to 10, 20, 40, 60, 80 and above 80 % are
 * increasingly green.
 */
import type { Translate } from '@freight/domain';

export interface RateBand {
  /** 'none' without hits; else 0 (red) to 6 (greenest). */
  level: 'none' | 0 | 1 | 2 | 3 | 4 | 5 | 6;
  /** bookings / hits x 100, or null without hits. */
  rate: number | null;
  /** A Mantine colour variable for the cell's background. */
  background: string;
  /** The band in words, for the legend and the cell's title (`bandLabel` says it in the screen's language). */
  label: BandLabel;
}

/** What a band's label says: no hits, none booked (0 %), up to a bound or over the last one. */
export type BandLabel = { kind: 'noHits' } | { kind: 'zero' } | { kind: 'upTo' | 'over'; bound: number };

/** A band's label in words: 'No hits', '0 %', 'Up to 10 %', 'Over 80 %'. */
export function bandLabel(t: Translate, label: BandLabel): string {
  switch (label.kind) {
    case 'noHits':
      return t('pages.statistics.band.noHits');
    case 'zero':
      return '0 %';
    case 'upTo':
      return t('pages.statistics.band.upTo', { bound: label.bound });
    case 'over':
      return t('pages.statistics.band.over', { bound: label.bound });
  }
}

/** Upper bounds (inclusive, in %) of the green bands 1 to 5; above the last is band 6. */
const BOUNDS = [10, 20, 40, 60, 80] as const;
const GREENS = ['green-1', 'green-2', 'green-3', 'green-4', 'green-5', 'green-6'] as const;
/** The level of each green band, by its index in GREENS. */
const GREEN_LEVELS = [1, 2, 3, 4, 5, 6] as const;

const color = (name: string) => `var(--mantine-color-${name})`;

/** The band of a cell from its hits and bookings. */
export function bookingRateBand(hits: number, bookings: number): RateBand {
  if (!(hits > 0)) return { level: 'none', rate: null, background: color('gray-1'), label: { kind: 'noHits' } };
  const booked = Math.max(0, bookings);
  const rate = (booked / hits) * 100;
  if (booked === 0) return { level: 0, rate: 0, background: color('red-2'), label: { kind: 'zero' } };
  // Compared in integers (bookings x 100 <= bound x hits): 7 of 70 is exactly 10 %, not 10.000000000000002.
  const index = BOUNDS.findIndex((bound) => booked * 100 <= bound * hits);
  const band = index === -1 ? BOUNDS.length : index;
  const level = GREEN_LEVELS[band] ?? 6;
  const label: BandLabel =
    band === BOUNDS.length ? { kind: 'over', bound: BOUNDS[BOUNDS.length - 1]! } : { kind: 'upTo', bound: BOUNDS[band]! };
  return { level, rate, background: color(GREENS[band]!), label };
}

/** Every band in order, for the legend. */
export const RATE_LEGEND: readonly RateBand[] = [
  bookingRateBand(0, 0),
  bookingRateBand(10, 0),
  bookingRateBand(100, 5),
  bookingRateBand(100, 15),
  bookingRateBand(100, 30),
  bookingRateBand(100, 50),
  bookingRateBand(100, 70),
  bookingRateBand(100, 90),
];
