/**
 * A mass calculation's priced shipments, kept compactly until the workbook is written
 * (docs/api.md "Budget and tender calculations"): per shipment its first cells and its lines, the
 * engine's answers; which line is a shipment's row in Prices (the cheapest priced, EUR totals
 * before other currencies) and which go to Other services.
 */
import { comparePrices, PRICE_ERRORS, translator, type Language, type PriceResult, type PricedTotal } from '@freight/domain';
import { NumberColumn, TextTable } from './compact-columns';

/** A shipment that cannot be priced: its body as sent, and why. */
export interface BadShipment {
  raw: Record<string, unknown>;
  reason: string;
}

/** Reference, Collection, Delivery, Quantity, Type, Weight, LDM, CBM: a priced shipment's first cells. */
export interface ShipmentHead {
  reference: string | null;
  collection: string;
  delivery: string;
  quantity: number;
  type: string;
  weight: number;
  ldm: number;
  cbm: number;
}

/** A result as the Prices sheet needs it: the engine's (priced without a trace). */
export interface PricedLine {
  service: { id: number; name: string };
  pricelist: string | null;
  payableWeight: number | null;
  freight: number | null;
  total: number | null;
  currency: string | null;
  collectionDate: string | null;
  deliveryDate: string | null;
  /** The lane's road km; null: no distance. */
  distanceKm: number | null;
  /** kg CO2e of the shipment on this service; null: no figure. */
  co2eKg: number | null;
  errors: string;
}

/**
 * The priced shipments until the header can be written, column by column (compact-columns.ts):
 * per shipment its first cells and where its lines end; per line the engine's answer, the
 * surcharges as (column, amount) pairs in columns of their own; services and texts met again and
 * again (addresses, pricelists, dates, reasons) by number. A bad shipment keeps its body and
 * reasons (a few, as objects).
 */
export class PricedShipments {
  /** Shipments added: the rows of the Prices sheet. */
  count = 0;
  private readonly texts = new TextTable();
  private readonly services: { id: number; name: string }[] = [];
  private readonly serviceNumbers = new Map<number, number>();
  /** Surcharge name -> its column among the surcharge columns, in the order met. */
  private readonly surchargeColumns = new Map<string, number>();
  private readonly bad = new Map<number, BadShipment>();
  // Per shipment (a bad one's are empty).
  private readonly references: (string | null)[] = [];
  private readonly head = columns(['collection', 'delivery', 'quantity', 'type', 'weight', 'ldm', 'cbm']);
  private readonly linesEnd = new NumberColumn();
  // Per line.
  private readonly line = columns([
    'service',
    'pricelist',
    'payableWeight',
    'freight',
    'total',
    'currency',
    'collectionDate',
    'deliveryDate',
    'distanceKm',
    'co2eKg',
    'errors',
    'surchargesEnd',
  ]);
  private lines = 0;
  // Per surcharge line.
  private readonly surcharge = columns(['column', 'amount']);

  addBad(shipment: BadShipment): void {
    this.bad.set(this.count, shipment);
    this.references.push(null);
    for (const column of Object.values(this.head)) column.push(null);
    this.endShipment();
  }

  add(head: ShipmentHead, results: readonly Omit<PriceResult, 'trace'>[]): void {
    const { texts, line } = this;
    this.references.push(head.reference);
    this.head.collection.push(texts.numberOf(head.collection));
    this.head.delivery.push(texts.numberOf(head.delivery));
    this.head.quantity.push(head.quantity);
    this.head.type.push(texts.numberOf(head.type));
    this.head.weight.push(head.weight);
    this.head.ldm.push(head.ldm);
    this.head.cbm.push(head.cbm);
    for (const result of results) {
      let freight: number | null = null;
      for (const { charge, amount } of result.charges) {
        if (charge === 'Freight') {
          freight = amount;
          continue;
        }
        let column = this.surchargeColumns.get(charge);
        if (column === undefined) this.surchargeColumns.set(charge, (column = this.surchargeColumns.size));
        this.surcharge.column.push(column);
        this.surcharge.amount.push(amount);
      }
      let service = this.serviceNumbers.get(result.service.id);
      if (service === undefined) {
        this.serviceNumbers.set(result.service.id, (service = this.services.length));
        this.services.push({ id: result.service.id, name: result.service.name });
      }
      line.service.push(service);
      line.pricelist.push(texts.numberOf(result.pricelist?.name ?? null));
      line.payableWeight.push(result.payable_weight);
      line.freight.push(freight);
      line.total.push(result.total);
      line.currency.push(texts.numberOf(result.currency));
      line.collectionDate.push(texts.numberOf(result.collection_date));
      line.deliveryDate.push(texts.numberOf(result.delivery_date));
      line.distanceKm.push(result.distance_km ?? null);
      line.co2eKg.push(result.emissions?.co2e_kg ?? null);
      line.errors.push(texts.numberOf(result.errors));
      line.surchargesEnd.push(this.surcharge.column.length);
      this.lines++;
    }
    this.endShipment();
  }

  /** True when line `index` has a price (a total, no error). */
  isPriced(index: number): boolean {
    return this.line.total.at(index) !== null && !this.texts.text(this.line.errors.at(index));
  }

  /**
   * The line of the Prices sheet for a shipment: its only line (the service the request names), or
   * the best priced one: totals in EUR before other currencies (no rate compares them here), the
   * cheapest first, the carrier's service order on a tie; null when no service prices it.
   */
  mainLine(shipment: number): number | null {
    const { from, to } = this.linesOf(shipment);
    if (to - from === 1) return from;
    let best: number | null = null;
    for (let index = from; index < to; index++) {
      if (this.isPriced(index) && (best === null || comparePrices(this.totalOf(index), this.totalOf(best)) < 0)) best = index;
    }
    return best;
  }

  /** Line `index`'s total and currency, as comparePrices reads them. */
  totalOf(index: number): PricedTotal {
    return { total: this.line.total.at(index), currency: this.texts.text(this.line.currency.at(index)) };
  }

  /** Rows of the Other services sheet: the priced lines that are not their shipment's main line. */
  otherLines(): number {
    let others = 0;
    for (let shipment = 0; shipment < this.count; shipment++) {
      if (this.bad.has(shipment)) continue;
      const main = this.mainLine(shipment);
      const { from, to } = this.linesOf(shipment);
      for (let index = from; index < to; index++) if (index !== main && this.isPriced(index)) others++;
    }
    return others;
  }

  /**
   * Why no service prices a shipment, for its Errors cell: each service's reason, by service
   * (`Groupage: No price for this route`), those without a pricelist said once at the end, not a
   * line each; in `language`, the engine's reasons by `say` (workbook.ts reasonsIn).
   */
  unpricedReason(shipment: number, language: Language = 'en', say: (reason: string) => string = (reason) => reason): string {
    const t = translator(language);
    const { from, to } = this.linesOf(shipment);
    const reasons: string[] = [];
    let withoutPricelist = 0;
    for (let index = from; index < to; index++) {
      const { service, errors } = this.lineAt(index);
      if (errors === PRICE_ERRORS.noPricelist) withoutPricelist++;
      else if (errors) reasons.push(`${service.name}: ${say(errors).replace(/\n/g, '; ')}`);
    }
    if (reasons.length === 0) return t('errors.bulk.cell.noPricelist');
    if (withoutPricelist > 0)
      reasons.push(
        withoutPricelist === 1
          ? t('errors.bulk.cell.otherNoPricelist')
          : t('errors.bulk.cell.othersNoPricelist', { count: String(withoutPricelist) }),
      );
    return `${t('errors.bulk.cell.noServicePrices')}\n${reasons.join('\n')}`;
  }

  /** The surcharge names met, in the order of their columns. */
  surchargeNames(): string[] {
    return [...this.surchargeColumns.keys()];
  }

  badShipment(shipment: number): BadShipment | undefined {
    return this.bad.get(shipment);
  }

  /** The shipment's lines: numbers from (inclusive) to (exclusive). */
  linesOf(shipment: number): { from: number; to: number } {
    return { from: shipment === 0 ? 0 : this.linesEnd.at(shipment - 1)!, to: this.linesEnd.at(shipment)! };
  }

  /** Reference, Collection, Delivery, Quantity, Type, Weight, LDM, CBM of a priced shipment. */
  headCells(shipment: number): unknown[] {
    const { head, texts } = this;
    return [
      this.references[shipment],
      texts.text(head.collection.at(shipment)),
      texts.text(head.delivery.at(shipment)),
      head.quantity.at(shipment),
      texts.text(head.type.at(shipment)),
      head.weight.at(shipment),
      head.ldm.at(shipment),
      head.cbm.at(shipment),
    ];
  }

  lineAt(index: number): PricedLine {
    const { line, texts } = this;
    return {
      service: this.services[line.service.at(index)!]!,
      pricelist: texts.text(line.pricelist.at(index)),
      payableWeight: line.payableWeight.at(index),
      freight: line.freight.at(index),
      total: line.total.at(index),
      currency: texts.text(line.currency.at(index)),
      collectionDate: texts.text(line.collectionDate.at(index)),
      deliveryDate: texts.text(line.deliveryDate.at(index)),
      distanceKm: line.distanceKm.at(index),
      co2eKg: line.co2eKg.at(index),
      errors: texts.text(line.errors.at(index))!,
    };
  }

  /** The line's surcharge amounts into `amounts` (by column; the others left as they are). */
  surchargesOf(index: number, amounts: (number | null)[]): void {
    const end = this.line.surchargesEnd.at(index)!;
    for (let k = index === 0 ? 0 : this.line.surchargesEnd.at(index - 1)!; k < end; k++) {
      amounts[this.surcharge.column.at(k)!] = this.surcharge.amount.at(k);
    }
  }

  private endShipment() {
    this.linesEnd.push(this.lines);
    this.count++;
  }
}

/** A NumberColumn for each name. */
function columns<const N extends string>(names: readonly N[]): Record<N, NumberColumn> {
  return Object.fromEntries(names.map((name) => [name, new NumberColumn()])) as Record<N, NumberColumn>;
}
