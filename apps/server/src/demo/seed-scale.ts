/**
 * The scale fixture: one carrier of a real carrier's size, built in minutes on either
 * database, for the scale bench (bench/scale.ts) and its test. Reference rows by INSERT ... SELECT
 * generate_series and the repositories (a pricelist is written as a save writes it: grid, record,
 * links, first version); quotes by COPY in the quote writer's own row format (`writeQuoteRow`),
 * from real priced requests of the fixture's pricelists (`priceOn`), varied in reference and time.
 */
import { sql, type Kysely } from 'kysely';
import {
  DEFAULT_TIMEZONE,
  formatDay,
  localTime,
  pricelistSchema,
  surchargeSchema,
  uniformPermissions,
  type ServicePriceBody,
} from '@freight/domain';
import type { CopyRows } from '../db/client';
import { BinaryRows } from '../db/copy-binary';
import type { DB } from '../db/schema';
import { insertCarrier } from '../modules/carriers/carriers.repository';
import { hashPassword } from '../modules/auth/secrets';
import { insertGrid } from '../modules/grids/grids.repository';
import { tokenColumns } from '../modules/partners/partner-tokens';
import { insertPricelist, replacePricelistLinks } from '../modules/pricelists/pricelists.repository';
import { pricelistContent } from '../modules/pricelists/pricelist-record';
import { createHolidayCalendar } from '../modules/pricing/holiday-calendar';
import { priceOn, type PricingSnapshot } from '../modules/pricing/price.service';
import { PricingCache, type CompiledEntry } from '../modules/pricing/pricing-cache';
import { newQuoteId } from '../modules/quotes/quote-id';
import { monthStart } from '../modules/quotes/quote-retention';
import {
  ensureQuotePartition,
  QUOTE_COLUMNS,
  quoteContext,
  quotedCell,
  writeQuoteRow,
  type QuoteContext,
} from '../modules/quotes/quotes.repository';
import { insertSurcharge, replaceSurchargeLinks } from '../modules/surcharges/surcharges.repository';
import { surchargeContent } from '../modules/surcharges/surcharge-record';
import { insertVersion } from '../modules/versions/record-versions.repository';

/** The scale carrier's name: a second run finds it and refuses. */
export const SCALE_CARRIER = 'Scale Freight AS';
export const SCALE_EMAIL = 'scale@example.com';
export const SCALE_PASSWORD = 'scale12345';

export interface ScaleSize {
  quotes: number;
  areas: number;
  pricelists: number;
  partners: number;
  users: number;
  /** Days of quotes back from today. */
  days: number;
}

/** A real carrier's size; `quotes` is the command line's. */
export const FULL_SIZE: ScaleSize = { quotes: 1_000_000, areas: 50_000, pricelists: 2_000, partners: 500, users: 100, days: 730 };

// 5-digit postcodes in each (postcode-validator's formats): areas are ranges of them.
const COUNTRIES = ['EE', 'FI', 'SE', 'DE', 'FR', 'IT', 'LT', 'PL'];
const AREAS_PER_ZONE = 50;
const LANES = 40;
const SERVICES = [
  { name: 'Groupage', code: 'GRP' },
  { name: 'Express', code: 'EXP' },
  { name: 'Pallet', code: 'PAL' },
  { name: 'Part load', code: 'PLD' },
];
// 30 quantity rows: per shipment up to 300 kg, per 100 kg above.
const BREAKS = [25, 50, 75, 100, 150, 200, 250, 300, 400, 500, 600, 700, 800, 900, 1000, 1250, 1500, 1750, 2000, 2500, 3000, 3500, 4000]
  .concat([5000, 6000, 7000, 8000, 10_000, 12_500, 15_000])
  .map((quantity, i) => ({ quantity, unit: i < 8 ? 'per_shipment' : 'per_100kg' }));
/** Real priced requests per pricelist that its quotes are varied from. */
const TEMPLATES_PER_PRICELIST = 6;
const QUOTES_PER_BATCH = 20_000;
/** Share of booked quotes (a few percent). */
const BOOKED_SHARE = 0.03;
/** A weekend day's requests against a weekday's. */
const WEEKEND_WEIGHT = 0.12;
/** Zipf's exponent of the partners' request counts. */
const ZIPF = 1.1;

/** Seeded, so a size gives the same fixture (mulberry32). */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Index of the first cumulative weight above `r` (cumulative ascending, r below the last). */
function pick(cumulative: Float64Array, r: number): number {
  let lo = 0;
  let hi = cumulative.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (cumulative[mid]! > r) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

const log = (quiet: boolean | undefined, message: string) => {
  if (!quiet) console.log(`seed:scale ${message}`);
};

/** The scale carrier's id, if it exists. */
export async function findScaleCarrier(db: Kysely<DB>): Promise<number | null> {
  const row = await db.selectFrom('carriers').select('id').where('name', '=', SCALE_CARRIER).executeTakeFirst();
  return row?.id ?? null;
}

/**
 * Builds the scale carrier. Refuses (throws) when it exists: a second run never doubles it.
 * Answers its id and the seconds each part took.
 */
export async function seedScale(
  database: { db: Kysely<DB>; copyRows: CopyRows },
  options: { size: ScaleSize; secretKey: Buffer; quiet?: boolean; now?: Date },
) {
  const { db } = database;
  const { size, quiet } = options;
  if ((await findScaleCarrier(db)) !== null)
    throw new Error(`the carrier "${SCALE_CARRIER}" exists already: the scale fixture is built once`);
  const started = performance.now();
  const carrierId = await seedScaleSetup(db, size, options.secretKey);
  const setupSeconds = (performance.now() - started) / 1000;
  log(
    quiet,
    `set-up: ${size.areas} areas, ${size.pricelists} pricelists, ${size.partners} partners, ${size.users} users in ${setupSeconds.toFixed(1)} s`,
  );
  const quotesStarted = performance.now();
  await seedScaleQuotes(database, carrierId, size, { quiet, now: options.now ?? new Date() });
  const quotesSeconds = (performance.now() - quotesStarted) / 1000;
  log(quiet, `${size.quotes} quotes in ${quotesSeconds.toFixed(1)} s (${Math.round(size.quotes / quotesSeconds)} a second)`);
  return { carrierId, setupSeconds, quotesSeconds };
}

// ---- reference rows ----------------------------------------------------------------------------

async function seedScaleSetup(db: Kysely<DB>, size: ScaleSize, secretKey: Buffer): Promise<number> {
  const passwordHash = await hashPassword(SCALE_PASSWORD);
  return db.transaction().execute(async (tx) => {
    const { carrierId, ownerRoleId } = await insertCarrier(tx, {
      name: SCALE_CARRIER,
      country: 'EE',
      email: 'office@scale-freight.example',
      phone: '+372 600 0043',
      timezone: DEFAULT_TIMEZONE,
    });
    const { calculator, ...levels } = uniformPermissions('read');
    const sales = await tx
      .insertInto('roles')
      .values({ carrier_id: carrierId, name: 'Sales', calculator, permissions: JSON.stringify(levels) })
      .returning('id')
      .executeTakeFirstOrThrow();
    // One password hash for all (argon2 takes a tenth of a second each): the first is the owner.
    await sql`insert into users (carrier_id, role_id, name, email, phone, password_hash, verified_at)
      select ${carrierId}, case when n = 0 then ${ownerRoleId}::int else ${sales.id}::int end, 'Scale user ' || n,
        case when n = 0 then ${SCALE_EMAIL} else 'scale-user-' || n || '@scale.example' end, '', ${passwordHash}, now()
      from generate_series(0, ${size.users - 1}::int) n`.execute(tx);

    await seedAreasAndZones(tx, carrierId, size.areas);
    const transits = await tx
      .insertInto('transits')
      .values([
        { carrier_id: carrierId, name: 'Next day', transit_time: 1, cutoff_time: '14:00', skip_holidays: true },
        { carrier_id: carrierId, name: '2 days', transit_time: 2, cutoff_time: '12:00', skip_holidays: true },
        { carrier_id: carrierId, name: '3 days', transit_time: 3, cutoff_time: '10:00', skip_holidays: true },
      ])
      .returning('id')
      .execute();
    const conditions = await tx
      .insertInto('conditions')
      .values([
        { carrier_id: carrierId, type: 'total_weight', applied_until: '25000' },
        { carrier_id: carrierId, type: 'adr', presence: true },
        { carrier_id: carrierId, type: 'tail_lift', presence: true },
        { carrier_id: carrierId, type: 'ldm', applied_after: '0.4' },
      ])
      .returning(['id', 'type'])
      .execute();
    const services = await tx
      .insertInto('services')
      .values(SERVICES.map((s) => ({ carrier_id: carrierId, ...s, cargoson_id: null })))
      .returning('id')
      .execute();

    // Partners with tokens, as a create makes them: the token is derived from the id.
    const partners = await sql<{ id: number }>`insert into partners (carrier_id, name, country, general_hidden, token_nonce, token_hash)
      select ${carrierId}, 'Partner ' || lpad(n::text, 3, '0') || (array[' Oy', ' AS', ' OÜ', ' GmbH', ' AB', ' SIA'])[1 + n % 6],
        (array['EE', 'FI', 'SE', 'DE', 'LV', 'LT'])[1 + n % 6], false, '', 'pending:' || ${carrierId}::int || ':' || n
      from generate_series(1, ${size.partners}::int) n returning id`.execute(tx);
    const partnerIds = partners.rows.map((r) => r.id).sort((a, b) => a - b);
    for (const id of partnerIds) await tx.updateTable('partners').set(tokenColumns(secretKey, id)).where('id', '=', id).execute();

    const surcharges = await seedSurcharges(tx, carrierId, conditions);
    await seedPricelists(tx, carrierId, size, {
      services: services.map((s) => s.id),
      partners: partnerIds,
      transits: transits.map((t) => t.id),
      surcharges,
    });
    return carrierId;
  });
}

/** `count` areas (postcode ranges of 8 countries), in zones of 50 neighbouring ones. */
async function seedAreasAndZones(db: Kysely<DB>, carrierId: number, count: number) {
  const perCountry = Math.ceil(count / COUNTRIES.length);
  const step = Math.floor(100_000 / perCountry);
  await sql`insert into areas (carrier_id, name, country, postcode_from, postcode_to)
    select ${carrierId}, c || ' ' || lpad((k * ${step}::int)::text, 5, '0') || '-' || lpad((k * ${step}::int + ${step - 1}::int)::text, 5, '0'),
      c, lpad((k * ${step}::int)::text, 5, '0'), lpad((k * ${step}::int + ${step - 1}::int)::text, 5, '0')
    from generate_series(0, ${count - 1}::int) n,
      lateral (select (${sql.val(COUNTRIES)}::text[])[1 + n / ${perCountry}::int] as c, n % ${perCountry}::int as k) x
    order by n`.execute(db);
  await sql`insert into zones (carrier_id, name)
    select ${carrierId}, min(country) || ' ' || min(postcode_from) || '–' || max(postcode_to)
    from (select country, postcode_from, postcode_to, (row_number() over (order by id) - 1) / ${AREAS_PER_ZONE}::int as z
          from areas where carrier_id = ${carrierId}) a
    group by z order by z`.execute(db);
  await sql`insert into zone_areas (zone_id, area_id, position)
    select z.id, a.id, a.i % ${AREAS_PER_ZONE}::int
    from (select id, row_number() over (order by id) - 1 as i from areas where carrier_id = ${carrierId}) a
    join (select id, row_number() over (order by id) - 1 as j from zones where carrier_id = ${carrierId}) z
      on z.j = a.i / ${AREAS_PER_ZONE}::int`.execute(db);
}

/** The demo's surcharges: road toll, fuel (on the toll too), ADR and a tail lift priced by its own grid. */
async function seedSurcharges(db: Kysely<DB>, carrierId: number, conditions: { id: number; type: string }[]) {
  const conditionOf = (type: string) => conditions.find((c) => c.type === type)!.id;
  const firstVersion = { carrierId, version: 1, author: { id: null, name: 'Scale fixture' }, changes: { created: true as const } };
  const add = async (input: unknown) => {
    const body = surchargeSchema.parse(input);
    const gridId = body.pricelist ? await insertGrid(db, carrierId, body.pricelist) : null;
    const id = await insertSurcharge(db, carrierId, gridId, body);
    await replaceSurchargeLinks(db, id, body);
    await insertVersion(db, { ...firstVersion, type: 'surcharge', recordId: id, gridId, content: surchargeContent(body) });
    return id;
  };
  const toll = await add({ name: 'Road toll', type: 'constant', amount: 6.5 });
  const fuel = await add({ name: 'Fuel surcharge', type: 'percentage', amount: 12, minimum_amount: 3, dependencies: [toll] });
  const adr = await add({ name: 'ADR', type: 'constant', amount: 35, blocks: [conditionOf('adr')] });
  const zones = await db.selectFrom('zones').select('id').where('carrier_id', '=', carrierId).orderBy('id').limit(4).execute();
  const tailLift = await add({
    name: 'Tail lift',
    type: 'pricelist',
    blocks: [conditionOf('tail_lift')],
    pricelist: {
      unit: 'eur_pallet',
      min_max_rule: 'none',
      fare_groups: [
        {
          quantities: [
            { quantity: 2, unit: 'per_shipment' },
            { quantity: 33, unit: 'per_unit' },
          ],
          zones: zones.map((z) => ({ zone_from: zones[0]!.id, zone_to: z.id, prices: [25, 9] })),
        },
      ],
    },
  });
  return [toll, fuel, adr, tailLift];
}

/**
 * `size.pricelists` pricelists of 40 lanes x 30 quantity rows over the services: a few general ones
 * (1 in 100, at least one per service), the rest partners' (each partner one per service, in turn).
 * Valid from before the quotes' first day to a year ahead, completed.
 */
async function seedPricelists(
  db: Kysely<DB>,
  carrierId: number,
  size: ScaleSize,
  ids: { services: number[]; partners: number[]; transits: number[]; surcharges: number[] },
) {
  const zones = (await db.selectFrom('zones').select('id').where('carrier_id', '=', carrierId).orderBy('id').execute()).map((z) => z.id);
  const today = localTime(new Date(), DEFAULT_TIMEZONE).day;
  const validFrom = formatDay(today - size.days - 31);
  const validTo = formatDay(today + 365);
  const general = Math.max(SERVICES.length, Math.round(size.pricelists / 100));
  const firstVersion = { carrierId, version: 1, author: { id: null, name: 'Scale fixture' }, changes: { created: true as const } };
  for (let p = 0; p < size.pricelists; p++) {
    const service = ids.services[p % ids.services.length]!;
    const partner = p < general ? null : ids.partners[Math.floor((p - general) / ids.services.length) % ids.partners.length]!;
    // Each pricelist its own stretch of lanes, general ones wide apart.
    const first = (p * 97) % zones.length;
    const body = pricelistSchema.parse({
      name:
        partner === null ? `General ${SERVICES[p % SERVICES.length]!.name} ${p + 1}` : `${SERVICES[p % SERVICES.length]!.name} ${p + 1}`,
      service_id: service,
      customer_id: partner,
      valid_from: validFrom,
      valid_to: validTo,
      comment: 'Scale fixture',
      surcharges: ids.surcharges,
      fare_groups: [
        {
          quantities: BREAKS,
          zones: Array.from({ length: LANES }, (_, l) => {
            const base = 20 + ((l * 3 + p) % 40);
            return {
              zone_from: zones[(first + l) % zones.length]!,
              zone_to: zones[(first * 7 + l * 13 + 1) % zones.length]!,
              transit: ids.transits[l % ids.transits.length]!,
              prices: BREAKS.map((b, q) =>
                b.unit === 'per_shipment' ? base + q * 6 : Math.max(3, Math.round((base / 3 - q * 0.3) * 100) / 100),
              ),
            };
          }),
        },
      ],
    });
    const gridId = await insertGrid(db, carrierId, body);
    const { id: pricelistId } = await insertPricelist(db, carrierId, gridId, { ...body, status: 'completed' });
    await replacePricelistLinks(db, pricelistId, body);
    await insertVersion(db, {
      ...firstVersion,
      type: 'pricelist',
      recordId: pricelistId,
      gridId,
      content: pricelistContent({ ...body, status: 'completed' }),
    });
  }
}

// ---- quotes ------------------------------------------------------------------------------------

/** A real priced request: its snapshot and context, whose reference and time each quote varies. */
interface Template {
  body: ServicePriceBody;
  snapshot: PricingSnapshot;
  context: QuoteContext;
}

/**
 * Real priced requests of every caller: each partner on its own pricelists (general ones for a
 * partner without), and the calculator (no partner) on the general ones, from a postcode of each
 * lane's zones at a weight within a quantity row.
 */
async function pricedTemplates(
  db: Kysely<DB>,
  carrierId: number,
  entry: CompiledEntry,
  snapshot: Omit<PricingSnapshot, 'entry' | 'partner'>,
) {
  const pricelists = await db
    .selectFrom('pricelists')
    .select(['id', 'service_id', 'customer_id', 'grid_id'])
    .where('carrier_id', '=', carrierId)
    .orderBy('id')
    .execute();
  const lanes = await sql<{
    grid_id: number;
    position: number;
    from_country: string;
    from_postcode: string;
    to_country: string;
    to_postcode: string;
  }>`
    select fg.grid_id, zr.position, af.country as from_country, af.postcode_from as from_postcode,
      at.country as to_country, at.postcode_to as to_postcode
    from zone_rows zr
    join fare_groups fg on fg.id = zr.fare_group_id
    join grids g on g.id = fg.grid_id and g.carrier_id = ${carrierId}
    join zone_areas zf on zf.zone_id = zr.zone_from and zf.position = 0
    join areas af on af.id = zf.area_id
    join zone_areas zt on zt.zone_id = zr.zone_to and zt.position = 0
    join areas at on at.id = zt.area_id`.execute(db);
  const lanesOfGrid = new Map<number, typeof lanes.rows>();
  for (const lane of lanes.rows) {
    const list = lanesOfGrid.get(lane.grid_id) ?? [];
    list.push(lane);
    lanesOfGrid.set(lane.grid_id, list);
  }
  const rand = random(43);
  const byCaller = new Map<number | null, Template[]>();
  const priceAs = (partnerId: number | null, pricelist: (typeof pricelists)[number]) => {
    const list = byCaller.get(partnerId) ?? [];
    byCaller.set(partnerId, list);
    const gridLanes = lanesOfGrid.get(pricelist.grid_id) ?? [];
    for (let t = 0; t < TEMPLATES_PER_PRICELIST && gridLanes.length; t++) {
      const lane = gridLanes[Math.floor(rand() * gridLanes.length)]!;
      // Mostly light shipments: a break's weight minus a little, skewed to the first rows.
      const q = Math.min(BREAKS.length - 1, Math.floor(rand() ** 2 * BREAKS.length));
      const low = q === 0 ? 1 : BREAKS[q - 1]!.quantity;
      const weight = Math.max(1, Math.round(low + (BREAKS[q]!.quantity - low) * rand()));
      const body: ServicePriceBody = {
        service: pricelist.service_id,
        customer: partnerId,
        date: null,
        reference: null,
        collection: { country: lane.from_country, postcode: lane.from_postcode },
        delivery: { country: lane.to_country, postcode: lane.to_postcode },
        shipments: [{ quantity: 1 + Math.floor(weight / 400), type: 'eur_pallet', weight }],
        adr: false,
        frigo: false,
        tail_lift: false,
        private_person: false,
        sideloading: false,
        time_promise: false,
        prenotification: false,
        returnable_items: false,
        explain: false,
      };
      const partner = partnerId === null ? null : { id: partnerId, name: null, general_hidden: false };
      const full = { ...snapshot, entry, partner };
      for (const result of priceOn(full, body, false)) {
        if (!quotedCell(result)) continue;
        const context = quoteContext({ carrierId, partner, viaTms: partnerId !== null }, full, body);
        list.push({ body: { ...body, service: result.service.id }, snapshot: full, context });
      }
    }
  };
  const generals = pricelists.filter((p) => p.customer_id === null);
  for (const p of generals) priceAs(null, p);
  for (const p of pricelists) if (p.customer_id !== null) priceAs(p.customer_id, p);
  return { byCaller, generals, priceAs };
}

/**
 * Writes `size.quotes` quotes over the last `size.days` days by COPY into `quotes` (the parent
 * table, should it be partitioned), in time order as the writer would have: weekdays busy, weekends
 * quiet, partners' shares by Zipf (a tenth from the calculator); then books a few percent and moves
 * each pricelist's last activity. The one function that loads quotes (a roll-up rebuild goes after it).
 */
export async function seedScaleQuotes(
  database: { db: Kysely<DB>; copyRows: CopyRows },
  carrierId: number,
  size: ScaleSize,
  options: { quiet?: boolean | undefined; now: Date },
) {
  const { db, copyRows } = database;
  const cache = new PricingCache(db);
  const entry = await cache.get(carrierId);
  const rates = await cache.exchangeRates();
  const { byCaller, generals, priceAs } = await pricedTemplates(db, carrierId, entry, {
    rates,
    now: options.now,
    holidays: createHolidayCalendar(),
  });
  const partnerIds = (await db.selectFrom('partners').select('id').where('carrier_id', '=', carrierId).orderBy('id').execute()).map(
    (p) => p.id,
  );
  for (const id of partnerIds) if (!byCaller.get(id)?.length) for (const p of generals) priceAs(id, p);
  const rand = random(4343);
  const { cumulative, sum, templatesOf } = callerDraw(partnerIds, byCaller, rand);

  const today = Date.UTC(options.now.getUTCFullYear(), options.now.getUTCMonth(), options.now.getUTCDate());
  const dayWeights = quoteDayWeights(size, today);
  const weightSum = dayWeights.reduce((a, b) => a + b, 0);

  // Each month its partition before its rows come (else they wait in the default partition for the daily job).
  for (let month = monthStart(new Date(today - size.days * 86_400_000)); month <= options.now; month = monthStart(month, 1))
    await ensureQuotePartition(db, month);

  const batches = new QuoteBatches(copyRows, entry, size.quotes, options.quiet);
  let carried = 0;
  for (let d = 0; d < size.days; d++) {
    const dayStart = today - (size.days - d) * 86_400_000;
    // The day's share, its fractions carried on, so the total is exact.
    const exact = (size.quotes * dayWeights[d]!) / weightSum + carried;
    const count = d === size.days - 1 ? size.quotes - batches.written : Math.floor(exact);
    carried = exact - count;
    // Business hours (06:00 to 18:00 UTC, busiest at noon), in time order.
    const times = new Float64Array(count);
    for (let i = 0; i < count; i++) times[i] = dayStart + 21_600_000 + Math.floor(((rand() + rand() + rand()) / 3) * 43_200_000);
    times.sort();
    for (let i = 0; i < count; i++) {
      let caller = pick(cumulative, rand() * sum);
      if (!templatesOf[caller]!.length) caller = 0;
      const templates = templatesOf[caller]!;
      const template = templates[Math.floor(rand() * templates.length)]!;
      if (batches.add(template, times[i]!)) await batches.flush();
    }
  }
  await batches.finish();
  if (batches.missed) log(options.quiet, `${batches.missed} requests found no price at their time and were left out`);
  await bookAndTouch(db, carrierId);
}

/**
 * Who asks each quote: the calculator (null) first, then the partners by Zipf in a shuffled order
 * (the largest is not the first made), the calculator a tenth of the partners' weight. Answers the
 * cumulative weights to `pick` from, their sum, and each caller's templates.
 */
function callerDraw(partnerIds: number[], byCaller: Map<number | null, Template[]>, rand: () => number) {
  const order = partnerIds.slice();
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  const callers: (number | null)[] = [null, ...order];
  const weights = callers.map((_, rank) => (rank === 0 ? 0 : 1 / rank ** ZIPF));
  const partnerSum = weights.reduce((a, b) => a + b, 0);
  weights[0] = partnerSum / 9;
  const cumulative = new Float64Array(callers.length);
  let sum = 0;
  for (const [i, w] of weights.entries()) cumulative[i] = sum += w;
  return { cumulative, sum, templatesOf: callers.map((c) => byCaller.get(c) ?? []) };
}

/** Quotes per day: weekdays 1, weekends WEEKEND_WEIGHT, growing a quarter over the period. */
function quoteDayWeights(size: ScaleSize, today: number): number[] {
  const dayWeights: number[] = [];
  for (let d = 0; d < size.days; d++) {
    const dayStart = today - (size.days - d) * 86_400_000;
    const weekday = new Date(dayStart).getUTCDay();
    dayWeights.push((weekday === 0 || weekday === 6 ? WEEKEND_WEIGHT : 1) * (0.8 + (0.2 * d) / size.days));
  }
  return dayWeights;
}

/** The quotes as COPY rows in batches: one batch copied while the next is priced, the progress logged every 5 s. */
class QuoteBatches {
  written = 0;
  missed = 0;
  private reference = 0;
  private readonly rows = new BinaryRows(4 * 1024 * 1024);
  private inFlight: Promise<void> = Promise.resolve();
  private readonly started = performance.now();
  private lastReport = this.started;

  constructor(
    private readonly copyRows: CopyRows,
    private readonly entry: CompiledEntry,
    private readonly total: number,
    private readonly quiet: boolean | undefined,
  ) {}

  /**
   * A request of `template`, with a reference of its own, priced at its own instant `at` (its
   * collection and delivery days are that day's, so it reprices identically) and added as a row;
   * one that finds no price then is left out. True when the batch is full: `flush` it.
   */
  add(template: Template, at: number): boolean {
    const ref = `PO-${(++this.reference).toString().padStart(9, '0')}`;
    const body: ServicePriceBody = { ...template.body, reference: ref };
    const [result] = priceOn({ ...template.snapshot, now: new Date(at) }, body, false);
    const cell = result && quotedCell(result);
    if (!cell) {
      this.missed++;
      return false;
    }
    writeQuoteRow(this.rows, {
      entry: this.entry,
      id: newQuoteId(at),
      cell,
      context: { ...template.context, at, request: { ...template.context.request, reference: ref } },
    });
    this.written++;
    return this.rows.count >= QUOTES_PER_BATCH;
  }

  /** Copies the rows gathered, once the batch before is in. */
  async flush(): Promise<void> {
    const batch = this.rows.take();
    await this.inFlight;
    this.inFlight = this.copyRows({ table: 'quotes', columns: QUOTE_COLUMNS }, batch);
    const now = performance.now();
    if (now - this.lastReport > 5000) {
      this.lastReport = now;
      const seconds = (now - this.started) / 1000;
      log(this.quiet, `${this.written} of ${this.total} quotes, ${seconds.toFixed(0)} s, ${Math.round(this.written / seconds)} a second`);
    }
  }

  /** The last rows copied, and every copy done. */
  async finish(): Promise<void> {
    if (this.rows.count > 0) await this.flush();
    await this.inFlight;
  }
}

/** Books a few percent of the quotes (within the hour, holding their shipment) and sets each pricelist's last activity. */
async function bookAndTouch(db: Kysely<DB>, carrierId: number) {
  // A quote id's last hex digits are random: their first 2 below 256 * share picks the share.
  const below = Math.round(256 * BOOKED_SHARE)
    .toString(16)
    .padStart(2, '0');
  await sql`update quotes set booked_at = created_at + interval '17 minutes',
      booked_shipment = quote_shipment(id, carrier_id, partner_id, via_tms, created_at, request)
    where carrier_id = ${carrierId} and right(id::text, 2) < ${below}`.execute(db);
  await sql`update pricelists p set last_activity_at = (select max(q.created_at) from quotes q where q.pricelist_id = p.id)
    where p.carrier_id = ${carrierId}`.execute(db);
}
