/**
 * A result's distance and emissions in words (docs/emissions.md): the card's short lines ("312,5 km",
 * "471,75 kg CO2e" with how they were reached) and 'Why this price''s sentences from the trace's
 * DistanceTrace and EmissionsTrace. Numbers in the product's Finnish format, words in the reader's
 * language; a vehicle by its catalog name (vehicle.*, the service form's words).
 */
import {
  ROAD_FUELS,
  ROAD_VEHICLES,
  type DistanceTrace,
  type EmissionsAnswer,
  type EmissionsTrace,
  type MessageKey,
  type PointTrace,
  type Translate,
} from '@freight/domain';
import { formatMeasure, formatNumber } from '../../lib/format';

/** Road km as the product shows them: '312,5 km'. */
export const kmText = (km: number) => formatMeasure(km, 'km', 1);

/** kg CO2e to 10 g on the card ('471,75 kg CO2e'), to the gram in the explanation. */
export const co2eText = (kg: number, decimals = 2) => formatMeasure(kg, 'kg CO2e', decimals);

/** A vehicle category by its name in the language ('Articulated truck 34–40 t'); an unknown code as it is. */
export function vehicleName(t: Translate, vehicle: string | null): string {
  if (vehicle === null) return '';
  return (ROAD_VEHICLES as readonly string[]).includes(vehicle) ? t(`vehicle.${vehicle}` as MessageKey) : vehicle;
}

/** A fuel by its name in the language ('Diesel'); an unknown code as it is. */
export function fuelName(t: Translate, fuel: string | null): string {
  if (fuel === null) return '';
  return (ROAD_FUELS as readonly string[]).includes(fuel) ? t(`fuel.${fuel}` as MessageKey) : fuel;
}

/** A vehicle's name inside a sentence: lower-cased ('articulated truck 34–40 t'). */
const inSentence = (name: string) => (/^\p{Lu}\p{Ll}/u.test(name) ? name.charAt(0).toLowerCase() + name.slice(1) : name);

/**
 * How the card's km was reached, from the trace when the result is explained ('by the carrier's
 * distance table', 'estimated: straight line × 1,25'); '' without a trace.
 */
export function distanceHow(t: Translate, trace: DistanceTrace | null | undefined): string {
  if (!trace || trace.km === null || trace.source === null) return '';
  return t('calculator.result.distanceHow', { source: trace.source, factor: formatNumber(trace.road_factor, 3) });
}

/** The card's secondary text of the emissions: '62 g CO2e/tkm, articulated truck 34–40 t, GLEC v3.0 default'. */
export function emissionsHow(t: Translate, emissions: EmissionsAnswer): string {
  return t('calculator.result.emissionsHow', {
    factor: formatNumber(emissions.factor_g_per_tkm, 3),
    vehicle: inSentence(vehicleName(t, emissions.vehicle)),
    method: emissions.method,
  });
}

function pointSentence(t: Translate, end: 'collection' | 'delivery', point: PointTrace): string {
  if (point.source === null || point.latitude === null || point.longitude === null) {
    return t('calculator.why.point.none', { end, hasArea: point.area ? 'yes' : 'no', area: point.area?.name ?? '' });
  }
  return t('calculator.why.point', {
    end,
    source: point.source,
    area: point.area?.name ?? '',
    latitude: formatNumber(point.latitude, 5),
    longitude: formatNumber(point.longitude, 5),
  });
}

/**
 * 'Why this price''s distance lines: the km and where it came from (the table's lane, or the
 * straight line and the road factor, or the quote's own), the points used; without a distance, why.
 */
export function distanceSentences(t: Translate, d: DistanceTrace): string[] {
  const lines: string[] = [];
  const points = () => {
    if (d.collection) lines.push(pointSentence(t, 'collection', d.collection));
    if (d.delivery) lines.push(pointSentence(t, 'delivery', d.delivery));
  };
  if (d.km === null) {
    lines.push(t('calculator.why.distance.none'));
    points();
  } else if (d.source === 'table' && d.lane) {
    const lane = `${d.lane.zone_from.name} → ${d.lane.zone_to.name}`;
    lines.push(t('calculator.why.distance.table', { km: kmText(d.km), lane, reversed: d.lane.reversed ? 'yes' : 'no' }));
  } else if (d.source === 'great_circle') {
    lines.push(
      t('calculator.why.distance.greatCircle', {
        km: kmText(d.km),
        straight: d.great_circle_km === null ? '—' : kmText(d.great_circle_km),
        factor: formatNumber(d.road_factor, 3),
      }),
    );
    points();
  } else {
    lines.push(t('calculator.why.distance.recorded', { km: kmText(d.km) }));
  }
  return lines;
}

/**
 * 'Why this price''s emission lines: the figure with its load, km, tonne-km and factor, and where the
 * factor comes from; without a figure, why (no distance, no vehicle, no default factor).
 */
export function emissionsSentences(t: Translate, e: EmissionsTrace, km: number | null): string[] {
  const vehicle = inSentence(vehicleName(t, e.vehicle));
  if (e.co2e_kg === null || e.factor_g_per_tkm === null || e.tkm === null || e.load_kg === null || km === null) {
    return [t('calculator.why.emissions.none', { reason: e.reason ?? 'not_priced', vehicle })];
  }
  return [
    t('calculator.why.emissions.figure', {
      co2e: co2eText(e.co2e_kg, 3),
      load: formatMeasure(e.load_kg, 'kg'),
      basis: e.load ?? 'weight',
      km: kmText(km),
      tkm: formatNumber(e.tkm, 3),
      factor: formatNumber(e.factor_g_per_tkm, 3),
    }),
    t('calculator.why.emissions.factor', { method: e.method ?? 'glec_v3_default', vehicle, fuel: inSentence(fuelName(t, e.fuel)) }),
  ];
}
