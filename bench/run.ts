/** `npm run bench`: every benchmark, in sequence. Add yours to the list. */
import { benchBacktest } from './backtest';
import { benchIdleMemory } from './idle-memory';
import { benchMassPrice } from './mass-price';
import { benchPriceApi } from './price-api';
import { benchPricelistExport } from './pricelist-export';
import { benchPricelistStore } from './pricelist-store';
import { benchPricing } from './pricing';

const benches: Array<() => Promise<void>> = [
  benchPricing,
  benchPricelistStore,
  benchPricelistExport,
  benchPriceApi,
  benchMassPrice,
  benchBacktest,
  benchIdleMemory,
];

for (const bench of benches) await bench();
