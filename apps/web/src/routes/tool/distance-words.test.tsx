import { MantineProvider } from '@mantine/core';
import { emptyTrace, type DistanceTrace, type EmissionsTrace, type PriceTrace } from '@freight/domain';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { PriceResult } from './price-api';
import { PriceExplanation } from './PriceExplanation';
import { ResultFootprint } from './ResultCard';

const NBSP = '\u00a0';

const TABLE_DISTANCE: DistanceTrace = {
  km: 312.5,
  source: 'table',
  lane: { zone_from: { id: 1, name: 'Tallinn' }, zone_to: { id: 2, name: 'Riga' }, reversed: true },
  great_circle_km: null,
  road_factor: null,
  collection: { source: 'postcode', area: null, latitude: 59.437, longitude: 24.7536 },
  delivery: { source: 'postcode', area: null, latitude: 56.9496, longitude: 24.1052 },
};

const ESTIMATED_DISTANCE: DistanceTrace = {
  km: 312.5,
  source: 'great_circle',
  lane: null,
  great_circle_km: 250,
  road_factor: 1.25,
  collection: { source: 'postcode', area: null, latitude: 59.437, longitude: 24.7536 },
  delivery: { source: 'area_centroid', area: { id: 4, name: 'Riga centre' }, latitude: 56.9496, longitude: 24.1052 },
};

const NO_DISTANCE: DistanceTrace = {
  km: null,
  source: null,
  lane: null,
  great_circle_km: null,
  road_factor: null,
  collection: { source: 'postcode', area: null, latitude: 59.437, longitude: 24.7536 },
  delivery: { source: null, area: { id: 4, name: 'Riga centre' }, latitude: null, longitude: null },
};

const EMITTED: EmissionsTrace = {
  co2e_kg: 471.752,
  reason: null,
  vehicle: 'articulated_34_40t',
  fuel: 'diesel',
  load: 'payable_weight',
  load_kg: 24000,
  tkm: 7500,
  factor_g_per_tkm: 62.9,
  method: 'carrier_measured',
  source: "The carrier's measured intensity",
};

const NO_VEHICLE: EmissionsTrace = {
  co2e_kg: null,
  reason: 'no_vehicle',
  vehicle: null,
  fuel: null,
  load: null,
  load_kg: null,
  tkm: null,
  factor_g_per_tkm: null,
  method: null,
  source: null,
};

/** A trace with only the distance and emissions parts. */
const trace = (distance: DistanceTrace, emissions: EmissionsTrace): PriceTrace => ({
  ...emptyTrace('2026-11-23'),
  pricelist: { id: 1, general: true },
  distance,
  emissions,
});

const RESULT: PriceResult = {
  service: { id: 1, name: 'FTL', code: 'FTL' },
  pricelist: { id: 1, name: 'Baltic' },
  general: true,
  charges: [{ charge: 'Freight', amount: 390.63 }],
  total: 390.63,
  currency: 'EUR',
  collection_date: '2026-11-24',
  delivery_date: '2026-11-25',
  errors: '',
  distance_km: 312.5,
  emissions: {
    co2e_kg: 471.752,
    tkm: 7500,
    factor_g_per_tkm: 62.9,
    vehicle: 'articulated_34_40t',
    fuel: 'diesel',
    method: 'glec_v3_default',
    source: 'GLEC Framework v3.0',
  },
  quote_id: null,
};

/** The result explained by `t` (the answer schema's trace: the surcharge reasons it knows). */
const explained = (t: PriceTrace): PriceResult => ({ ...RESULT, trace: t as PriceResult['trace'] });

function inLanguage(language: 'en' | 'et' | 'fi', node: React.ReactNode) {
  localStorage.setItem('language', language);
  render(<MantineProvider env="test">{node}</MantineProvider>);
}

const text = (testId: string) => screen.getByTestId(testId).textContent;

/** The paragraph that matches (a part's lines are paragraphs). */
function line(pattern: RegExp): string {
  const found = [...document.querySelectorAll('p')].map((p) => p.textContent ?? '').find((t) => pattern.test(t));
  if (found === undefined) throw new Error(`No line matches ${pattern}`);
  return found;
}

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('ResultFootprint', () => {
  it('shows the km and the kg CO2e in the Finnish number format, with the factor, vehicle and method', () => {
    inLanguage('en', <ResultFootprint result={RESULT} />);
    expect(text('distance')).toBe(`Distance: 312,5${NBSP}km`);
    expect(text('emissions')).toBe(`Emissions: 471,75${NBSP}kg CO2e (62,9${NBSP}g CO2e/tkm, articulated truck 34–40 t, GLEC v3.0 default)`);
  });

  it('says how the km was reached when the result is explained', () => {
    inLanguage('en', <ResultFootprint result={explained(trace(TABLE_DISTANCE, EMITTED))} />);
    expect(text('distance')).toBe(`Distance: 312,5${NBSP}km (by the carrier’s distance table)`);
    cleanup();
    inLanguage('en', <ResultFootprint result={explained(trace(ESTIMATED_DISTANCE, EMITTED))} />);
    expect(text('distance')).toBe(`Distance: 312,5${NBSP}km (estimated: straight line × 1,25)`);
  });

  it('says nothing without a distance and emissions, and only the km without emissions', () => {
    inLanguage('en', <ResultFootprint result={{ ...RESULT, distance_km: null, emissions: null }} />);
    expect(screen.queryByTestId('footprint')).toBeNull();
    cleanup();
    inLanguage('en', <ResultFootprint result={{ ...RESULT, emissions: null }} />);
    expect(text('distance')).toBe(`Distance: 312,5${NBSP}km`);
    expect(screen.queryByTestId('emissions')).toBeNull();
  });

  it('reads a quote recorded before distances (no fields) as none', () => {
    const { distance_km: _km, emissions: _e, ...old } = RESULT;
    inLanguage('en', <ResultFootprint result={old as PriceResult} />);
    expect(screen.queryByTestId('footprint')).toBeNull();
  });

  it('says it in Estonian and Finnish', () => {
    inLanguage('et', <ResultFootprint result={explained(trace(ESTIMATED_DISTANCE, EMITTED))} />);
    expect(text('distance')).toBe(`Vahemaa: 312,5${NBSP}km (hinnang: linnulennult × 1,25)`);
    expect(text('emissions')).toBe(
      `Heide: 471,75${NBSP}kg CO2e (62,9${NBSP}g CO2e/tkm, poolhaagisega autorong 34–40 t, GLEC v3.0 vaiketegur)`,
    );
    cleanup();
    inLanguage('fi', <ResultFootprint result={explained(trace(TABLE_DISTANCE, EMITTED))} />);
    expect(text('distance')).toBe(`Matka: 312,5${NBSP}km (kuljetusliikkeen etäisyystaulukon mukaan)`);
    expect(text('emissions')).toBe(
      `Päästöt: 471,75${NBSP}kg CO2e (62,9${NBSP}g CO2e/tkm, puoliperävaunuyhdistelmä 34–40 t, GLEC v3.0 -oletuskerroin)`,
    );
  });
});

describe('Why this price: distance and emissions', () => {
  const explain = (t: PriceTrace) => <PriceExplanation trace={t} currency="EUR" collectionDate={null} deliveryDate={null} />;

  it('names the table’s lane, the load, km, tonne-km and the carrier’s measured factor', () => {
    inLanguage('en', explain(trace(TABLE_DISTANCE, EMITTED)));
    expect(screen.getByText('Distance')).toBeTruthy();
    expect(line(/^Road distance/)).toBe(
      `Road distance 312,5${NBSP}km from the carrier’s distance table, lane Tallinn → Riga (found the other way round).`,
    );
    expect(line(/^Emissions 471/)).toBe(
      `Emissions 471,752${NBSP}kg CO2e: 24${NBSP}000${NBSP}kg (the full trailer’s payable weight) × 312,5${NBSP}km = 7${NBSP}500 tkm, × 62,9 g CO2e/tkm.`,
    );
    expect(line(/^Factor:/)).toBe(
      'Factor: the carrier’s measured well-to-wheel factor for this service; articulated truck 34–40 t, diesel (ISO 14083).',
    );
  });

  it('names the straight line, the road factor and each end’s point', () => {
    inLanguage('en', explain(trace(ESTIMATED_DISTANCE, NO_VEHICLE)));
    expect(line(/^Road distance/)).toBe(`Road distance 312,5${NBSP}km, estimated: straight line 250${NBSP}km × road factor 1,25.`);
    expect(line(/^Collection point/)).toBe('Collection point: the postcode’s own point (59,437, 24,7536).');
    expect(line(/^Delivery point/)).toBe('Delivery point: the centroid of area Riga centre (56,9496, 24,1052).');
    expect(line(/^No emission figure/)).toBe('No emission figure: the service names no vehicle.');
  });

  it('says why there is no distance and so no emissions', () => {
    inLanguage('en', explain(trace(NO_DISTANCE, { ...NO_VEHICLE, reason: 'no_distance', vehicle: 'rigid_12_20t', fuel: 'diesel' })));
    expect(line(/^The lane has no road distance/)).toBeTruthy();
    expect(line(/^Delivery point/)).toBe('Delivery point: none: no postcode point, and its area Riga centre has no centroid.');
    expect(line(/^No emission figure/)).toBe('No emission figure: the lane has no road distance.');
  });

  it('says a missing default factor by the vehicle’s name, in Estonian and Finnish too', () => {
    const noDefault = trace(TABLE_DISTANCE, { ...NO_VEHICLE, reason: 'no_default_factor', vehicle: 'rigid_12_20t', fuel: 'diesel' });
    inLanguage('en', explain(noDefault));
    expect(line(/^No emission figure/)).toBe(
      'No emission figure: there is no confirmed default factor for rigid truck 12–20 t and the carrier has measured none.',
    );
    cleanup();
    inLanguage('et', explain(trace(TABLE_DISTANCE, EMITTED)));
    expect(line(/^Teekaugus/)).toBe(
      `Teekaugus 312,5${NBSP}km vedaja kauguste tabelist, suund Tallinn → Riga (leitud vastupidises suunas).`,
    );
    expect(line(/^Tegur:/)).toContain('vedaja mõõdetud');
    cleanup();
    inLanguage('fi', explain(noDefault));
    expect(line(/^Tiematka/)).toBe(
      `Tiematka 312,5${NBSP}km kuljetusliikkeen etäisyystaulukosta, reitti Tallinn → Riga (löytyi vastakkaiseen suuntaan).`,
    );
    expect(line(/^Päästölukua ei ole/)).toBe(
      'Päästölukua ei ole: ajoneuvolle kuorma-auto 12–20 t ei ole vahvistettua oletuskerrointa, eikä kuljetusliike ole mitannut omaa.',
    );
  });
});
