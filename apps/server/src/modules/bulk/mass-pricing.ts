/**
 * The pricing of a mass calculation's shipments (docs/api.md "Budget and tender calculations"):
 * each shipment read (its addresses validated once per distinct postcode) and priced alone on one
 * pricing snapshot (priceOn: what POST /api/v1/service_price gives, untraced), every service's
 * answer kept in PricedShipments. Nothing is recorded.
 */
import type { Writable } from 'node:stream';
import {
  addressSchema,
  describeIssues,
  findService,
  formatAddress,
  massShipmentSchema,
  shipmentTypeName,
  measureShipment,
  MEASURE_DIGITS,
  scaledToNumber,
  type Language,
  type MassPriceRequest,
  type MassShipmentBody,
  type PriceRequest,
} from '@freight/domain';
import { priceOn, unknownService, type PricingSnapshot } from '../pricing/worker';
import { breathe, ROWS_PER_TURN, type ProgressReport } from './workbook';
import { PricedShipments } from './priced-shipments';

/**
 * Prices every shipment of the request, once, alone, on the snapshot, into PricedShipments; an
 * unknown service named is a 422 first. Consumes `request.shipments` (each let go once priced).
 */
export async function priceMassShipments(
  snapshot: PricingSnapshot,
  request: MassPriceRequest,
  onProgress?: ProgressReport,
  language: Language = 'en',
): Promise<PricedShipments> {
  if (request.service !== null && request.service !== undefined && !findService(snapshot.entry.carrier, request.service)) {
    throw unknownService();
  }
  const priced = new PricedShipments();
  const price = massPricer(snapshot, request, priced, language);
  for (let i = 0; i < request.shipments.length; i++) {
    price(request.shipments[i]!);
    // The body's shipment is not needed again (a bad one is kept as it came): memory for 100,000.
    request.shipments[i] = undefined as never;
    if (i % ROWS_PER_TURN === ROWS_PER_TURN - 1) {
      await breathe(noStream);
      await onProgress?.(i + 1);
    }
  }
  return priced;
}

/** A stream that never asks to wait: breathe() then only yields a turn. */
const noStream = { writableNeedDrain: false } as Writable;

/** The shipment's fields but its addresses, which are read apart (addressReader). */
const massRowSchema = massShipmentSchema.omit({ collection: true, delivery: true });

/** Prices one shipment of the body into `priced`: its lines, or why it cannot be priced. */
function massPricer(snapshot: PricingSnapshot, request: MassPriceRequest, priced: PricedShipments, language: Language) {
  const { shipments: _shipments, customer: _customer, email: _email, ...shared } = request;
  const readAddress = addressReader();
  return (raw: Record<string, unknown>): void => {
    const collection = readAddress(raw.collection);
    const delivery = readAddress(raw.delivery);
    const row = collection && delivery ? massRowSchema.safeParse(raw) : null;
    let shipment: MassShipmentBody;
    if (row?.success) shipment = { ...row.data, collection: collection!.address, delivery: delivery!.address };
    else {
      // Something is wrong: the whole schema names every fault, in the order of the fields.
      const parsed = massShipmentSchema.safeParse(raw);
      // Its reasons in the workbook's language, as the Errors column says them.
      if (!parsed.success) return priced.addBad({ raw, reason: describeIssues(parsed.error, undefined, language) });
      shipment = parsed.data;
    }
    const priceRequest: PriceRequest = { ...shared, collection: shipment.collection, delivery: shipment.delivery, shipments: [shipment] };
    const facts = measureShipment([shipment]);
    priced.add(
      {
        reference: shipment.reference ?? null,
        collection: collection?.text ?? formatAddress(shipment.collection),
        delivery: delivery?.text ?? formatAddress(shipment.delivery),
        quantity: shipment.quantity,
        type: shipmentTypeName(shipment.type, 1, language),
        weight: shipment.weight,
        ldm: scaledToNumber(facts.ldm, MEASURE_DIGITS),
        cbm: scaledToNumber(facts.cbm, MEASURE_DIGITS),
      },
      // Untraced: the trace costs nearly as much again and only repeated the payable weight.
      priceOn(snapshot, priceRequest, false),
    );
  };
}

/** Distinct addresses remembered: a year of shipments travels a few hundred lanes. */
const ADDRESSES_KEPT = 20_000;

/**
 * Reads an address of the body: validated once per distinct country and postcode (addressSchema's
 * rules, the same object and its `EE 10115` text reused), null when it is not a valid one.
 */
function addressReader() {
  type Read = { address: MassShipmentBody['collection']; text: string } | null;
  const known = new Map<string, Read>();
  return (value: unknown): Read => {
    if (typeof value !== 'object' || value === null) return null;
    const { country, postcode } = value as Record<string, unknown>;
    if (typeof country !== 'string' || typeof postcode !== 'string') return null;
    const key = `${country}\n${postcode}`;
    let read = known.get(key);
    if (read === undefined) {
      const parsed = addressSchema.safeParse(value);
      read = parsed.success ? { address: parsed.data, text: formatAddress(parsed.data) } : null;
      if (known.size < ADDRESSES_KEPT) known.set(key, read);
    }
    return read;
  };
}
