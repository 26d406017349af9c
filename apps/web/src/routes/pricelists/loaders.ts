/**
 * The pricelist page's loaders (view, edit, new), apart from the page's code: the route holds them
 * statically, so their requests start while the page's chunk (grid, form) arrives.
 */
import {
  pricelistCopy,
  pricelistDefaults,
  type ChangeLogEntry,
  type ConditionAnswer,
  type PartnerOption,
  type PricelistAnswer,
  type PricelistDefaults,
  type ServiceOption,
  type SurchargeOption,
  CONDITION_ROUTES,
  PARTNER_ROUTES,
  PRICELIST_ROUTES,
  PRICELIST_VERSION_ROUTES,
  SERVICE_ROUTES,
  SURCHARGE_ROUTES,
  TRANSIT_ROUTES,
  ZONE_ROUTES,
} from '@freight/domain';
import type { LoaderFunctionArgs } from 'react-router';
import type { NamedOption } from '../../components/price-grid/grid-state';
import { api } from '../../lib/client';
import { idParam, loadBase } from '../../lib/records';
import { takeSaved } from '../../lib/saved-records';
import { prefetchHealth, prefetchVersions } from './panel-data';

const RESOURCE = 'pricelists';

interface FormOptions {
  services: ServiceOption[];
  customers: PartnerOption[];
  zones: NamedOption[];
  transits: NamedOption[];
  conditions: ConditionAnswer[];
  /** Empty until the surcharges area answers GET /fe/surcharges/form. */
  surcharges: SurchargeOption[];
}

export interface PricelistFormData {
  record: Partial<PricelistAnswer>;
  options: FormOptions;
  defaults: PricelistDefaults;
  logs: ChangeLogEntry[];
}

const NO_OPTIONS: FormOptions = { services: [], customers: [], zones: [], transits: [], conditions: [], surcharges: [] };

/** Every option list of the form, in parallel. A failing list (surcharges before their area exists) is empty. */
async function loadOptions(): Promise<FormOptions> {
  const [services, customers, zones, transits, conditions, surcharges] = await Promise.all([
    api.options(SERVICE_ROUTES.options),
    api.options(PARTNER_ROUTES.options),
    api.options(ZONE_ROUTES.options),
    api.options(TRANSIT_ROUTES.options),
    api.options(CONDITION_ROUTES.options),
    api.options(SURCHARGE_ROUTES.options),
  ]);
  return { services, customers, zones, transits, conditions, surcharges };
}

function localToday(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

/** The server's defaults (today in the carrier's time zone); the same rules locally if it fails. */
async function loadDefaults(): Promise<PricelistDefaults> {
  return (await api.peek(PRICELIST_ROUTES.defaults)) ?? pricelistDefaults(localToday());
}

export async function pricelistViewLoader({ params }: LoaderFunctionArgs): Promise<PricelistFormData> {
  const id = idParam(params);
  // The view's panels (health, versions) are asked for now, beside the record, not after its first render.
  prefetchHealth(PRICELIST_ROUTES.health, { id });
  prefetchVersions(PRICELIST_VERSION_ROUTES, { id });
  const [record, logs, conditions] = await Promise.all([
    takeSaved(PRICELIST_ROUTES.get, `${RESOURCE}/${id}`) ?? api.read(PRICELIST_ROUTES.get, { params: { id } }),
    api.options(PRICELIST_ROUTES.logs, { params: { id } }),
    api.options(CONDITION_ROUTES.options),
  ]);
  return { record, logs, options: { ...NO_OPTIONS, conditions }, defaults: pricelistDefaults(localToday()) };
}

export async function pricelistEditLoader({ params }: LoaderFunctionArgs): Promise<PricelistFormData> {
  const id = idParam(params);
  prefetchHealth(PRICELIST_ROUTES.health, { id });
  const [record, options] = await Promise.all([api.read(PRICELIST_ROUTES.get, { params: { id } }), loadOptions()]);
  return { record, options, logs: [], defaults: pricelistDefaults(localToday()) };
}

export async function pricelistNewLoader({ request }: LoaderFunctionArgs): Promise<PricelistFormData> {
  const [base, options, defaults] = await Promise.all([
    loadBase(request, (id) => api.read(PRICELIST_ROUTES.get, { params: { id } })),
    loadOptions(),
    loadDefaults(),
  ]);
  if (!base) return { record: {}, options, defaults, logs: [] };
  const { last_activity: _activity, carrier_id: _carrier, ...copy } = base;
  // "Copy of ...", Disabled: a copy prices nothing until the clerk turns it on (it would replace the base at once).
  return { record: pricelistCopy(copy), options, defaults, logs: [] };
}
