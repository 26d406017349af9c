/**
 * `npm run bench`: every benchmark, in sequence. Add yours to the list.
 * `BENCH_ONLY=mass,price-api npm run bench` runs only the named ones.
 */
import { benchBacktest } from './backtest';
import { benchIdleMemory } from './idle-memory';
import { benchIncreaseApply } from './increase-apply';
import { benchMassPrice } from './mass-price';
import { benchPriceApi } from './price-api';
import { benchPriceApiCores } from './price-api-cores';
import { benchPriceUnderLoad } from './price-under-load';
import { benchPricelistExport } from './pricelist-export';
import { benchPricelistStore } from './pricelist-store';
import { benchPostcodePoints } from './postcode-points';
import { benchPricing } from './pricing';
import { benchRateIncrease } from './rate-increase';
import { benchRateLimit } from './rate-limit';
import { benchScale } from './scale';
import { benchUiLatency } from './ui-latency';

const benches: Record<string, () => Promise<void>> = {
  pricing: benchPricing,
  'pricelist-store': benchPricelistStore,
  'pricelist-export': benchPricelistExport,
  'price-api': benchPriceApi,
  'price-api-under-load': benchPriceUnderLoad,
  'price-api-cores': benchPriceApiCores,
  'rate-limit': benchRateLimit,
  mass: benchMassPrice,
  backtest: benchBacktest,
  'rate-increase': benchRateIncrease,
  'increase-apply': benchIncreaseApply,
  'idle-memory': benchIdleMemory,
  'ui-latency': benchUiLatency,
  scale: benchScale,
  'postcode-points': benchPostcodePoints,
};

const only = process.env.BENCH_ONLY?.split(',')
  .map((name) => name.trim())
  .filter(Boolean);
const unknown = only?.filter((name) => !(name in benches)) ?? [];
if (unknown.length > 0) throw new Error(`BENCH_ONLY: no benchmark ${unknown.join(', ')}; there are ${Object.keys(benches).join(', ')}`);

for (const [name, bench] of Object.entries(benches)) if (!only || only.includes(name)) await bench();
