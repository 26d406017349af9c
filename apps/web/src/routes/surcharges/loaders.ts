/** The loaders of the surcharge page: the record, its option lists and grid defaults, for view, edit and new. */
import {
  ADMIN_ROUTES,
  CONDITION_ROUTES,
  DEFAULT_GRID_SETTINGS,
  DEFAULT_SURCHARGE_UNIT,
  defaultGridSettings,
  FUEL_INDEX_ROUTES,
  PRICELIST_ROUTES,
  settingsOrDefaults,
  TRANSIT_ROUTES,
  ZONE_ROUTES,
  type ChangeLogEntry,
  type GridSettings,
  type ConditionAnswer,
  type FuelIndexAnswer,
  type SurchargeAnswer,
  type SurchargeOption,
} from '@freight/domain';
import type { LoaderFunctionArgs, Params } from 'react-router';
import type { NamedOption } from '../../components/price-grid/grid-state';
import { api } from '../../lib/client';
import { idParam, loadBase } from '../../lib/records';
import { takeSaved } from '../../lib/saved-records';
import { isAdminScope, resourceOf, surchargeContractOf } from './scope';

/** The option lists the form picks from. */
export interface FormOptions {
  conditions: ConditionAnswer[];
  zones: NamedOption[];
  transits: NamedOption[];
  surcharges: SurchargeOption[];
}

/** The grid settings a new pricelist-type surcharge starts with. */
export type GridDefaults = GridSettings;

/** What every surcharge page loader answers. */
export interface SurchargeFormData {
  /** 'surcharges' or 'admin/carriers/{carrierId}/surcharges'. */
  resource: string;
  record: Partial<SurchargeAnswer>;
  options: FormOptions;
  logs: ChangeLogEntry[];
  gridDefaults: GridDefaults;
  /** The carrier's fuel index, for a fuel-indexed surcharge's hint; null under an admin's carrier view or when unreadable. */
  fuelIndex: FuelIndexAnswer | null;
}

/** The fuel index of the signed-in user's carrier (the admin mount has none of its own). */
function loadFuelIndex(params: Params): Promise<FuelIndexAnswer | null> {
  return isAdminScope(params) ? Promise.resolve(null) : api.peek(FUEL_INDEX_ROUTES.get);
}

const NO_OPTIONS: FormOptions = { conditions: [], zones: [], transits: [], surcharges: [] };

/** The product's grid settings, a surcharge's own unit first (not a pricelist's). */
const GRID_DEFAULTS: GridDefaults = { ...DEFAULT_GRID_SETTINGS, unit: DEFAULT_SURCHARGE_UNIT };

/**
 * The option lists of the form, in parallel. Under an admin carrier they come from that carrier's
 * admin calls (/fe/admin/carriers/{id}/conditions/form...), else from the signed-in user's carrier.
 */
async function loadOptions(params: Params): Promise<FormOptions> {
  const { routes, mount } = surchargeContractOf(params);
  const carrier = mount && { params: { id: mount.carrierId } };
  const [conditions, zones, transits, surcharges] = await Promise.all([
    loadConditions(params),
    carrier ? api.options(ADMIN_ROUTES.carrierZones, carrier) : api.options(ZONE_ROUTES.options),
    carrier ? api.options(ADMIN_ROUTES.carrierTransits, carrier) : api.options(TRANSIT_ROUTES.options),
    api.options(routes.options, { params: mount }),
  ]);
  return { conditions, zones, transits, surcharges };
}

/** The conditions, of the admin's carrier or the user's own. */
function loadConditions(params: Params): Promise<ConditionAnswer[]> {
  const { mount } = surchargeContractOf(params);
  return mount ? api.options(ADMIN_ROUTES.carrierConditions, { params: { id: mount.carrierId } }) : api.options(CONDITION_ROUTES.options);
}

/** The carrier's pricelist defaults (multipliers, roundings, rule) when it may read them; else the product's. */
async function loadGridDefaults(admin: boolean): Promise<GridDefaults> {
  const defaults = admin ? null : await api.peek(PRICELIST_ROUTES.defaults);
  if (!defaults) return GRID_DEFAULTS;
  // The pricelists' unit is not a surcharge's: it keeps its own.
  return { ...settingsOrDefaults(defaultGridSettings(defaults), GRID_DEFAULTS), unit: GRID_DEFAULTS.unit };
}

/** The read-only page: the record, its change log, and the conditions to name its blocks. */
export async function surchargeViewLoader({ params }: LoaderFunctionArgs): Promise<SurchargeFormData> {
  const resource = resourceOf(params);
  const { routes, mount } = surchargeContractOf(params);
  const id = idParam(params);
  const [record, logs, conditions, fuelIndex] = await Promise.all([
    takeSaved(routes.get, `${resource}/${id}`) ?? api.read(routes.get, { params: { ...mount, id } }),
    api.options(routes.logs, { params: { ...mount, id } }),
    loadConditions(params),
    loadFuelIndex(params),
  ]);
  return { resource, record, logs, options: { ...NO_OPTIONS, conditions }, gridDefaults: GRID_DEFAULTS, fuelIndex };
}

/** The edit form: the record and every option list. */
export async function surchargeEditLoader({ params }: LoaderFunctionArgs): Promise<SurchargeFormData> {
  const { routes, mount } = surchargeContractOf(params);
  const [record, options, fuelIndex] = await Promise.all([
    api.read(routes.get, { params: { ...mount, id: idParam(params) } }),
    loadOptions(params),
    loadFuelIndex(params),
  ]);
  const resource = resourceOf(params);
  return { resource, record, options, logs: [], gridDefaults: GRID_DEFAULTS, fuelIndex };
}

/** The new form: the option lists, the carrier's grid defaults, and the record to copy (?base=). */
export async function surchargeNewLoader({ request, params }: LoaderFunctionArgs): Promise<SurchargeFormData> {
  const resource = resourceOf(params);
  const { routes, mount } = surchargeContractOf(params);
  const [base, options, gridDefaults, fuelIndex] = await Promise.all([
    loadBase(request, (id) => api.read(routes.get, { params: { ...mount, id } })),
    loadOptions(params),
    loadGridDefaults(isAdminScope(params)),
    loadFuelIndex(params),
  ]);
  if (!base) return { resource, record: {}, options, logs: [], gridDefaults, fuelIndex };
  const { updated_at: _updated, ...copy } = base;
  return { resource, record: copy, options, logs: [], gridDefaults, fuelIndex };
}
