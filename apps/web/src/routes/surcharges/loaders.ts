/** The loaders of the surcharge page: the record, its option lists and grid defaults, for view, edit and new. */
import {
  DEFAULT_GRID_SETTINGS,
  DEFAULT_SURCHARGE_UNIT,
  defaultGridSettings,
  settingsOrDefaults,
  type ChangeLogEntry,
  type GridSettings,
  type ConditionAnswer,
  type PricelistDefaults,
  type SurchargeAnswer,
  type SurchargeOption,
} from '@freight/domain';
import type { LoaderFunctionArgs } from 'react-router';
import type { NamedOption } from '../../components/price-grid/grid-state';
import { peekRecord, readOptions, readRecord } from '../../lib/api';
import { idParam, loadBase } from '../../lib/records';
import { takeSaved } from '../../lib/saved-records';
import { isAdminScope, resourceOf } from './scope';

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
}

const NO_OPTIONS: FormOptions = { conditions: [], zones: [], transits: [], surcharges: [] };

/** The product's grid settings, a surcharge's own unit first (not a pricelist's). */
const GRID_DEFAULTS: GridDefaults = { ...DEFAULT_GRID_SETTINGS, unit: DEFAULT_SURCHARGE_UNIT };

/**
 * The option lists of the form, in parallel. Under an admin carrier they come from that carrier's
 * admin calls (/fe/admin/carriers/{id}/conditions/form...), else from the signed-in user's carrier.
 */
async function loadOptions(resource: string): Promise<FormOptions> {
  const scope = optionScope(resource);
  const [conditions, zones, transits, surcharges] = await Promise.all([
    readOptions<ConditionAnswer>(`${scope}conditions/form`),
    readOptions<NamedOption>(`${scope}zones/form`),
    readOptions<NamedOption>(`${scope}transits/form`),
    readOptions<SurchargeOption>(`${resource}/form`),
  ]);
  return { conditions, zones, transits, surcharges };
}

/** '' for the user's own carrier, 'admin/carriers/{id}/' under an admin carrier. */
function optionScope(resource: string): string {
  return resource.replace(/surcharges$/, '');
}

/** The carrier's pricelist defaults (multipliers, roundings, rule) when it may read them; else the product's. */
async function loadGridDefaults(admin: boolean): Promise<GridDefaults> {
  const defaults = admin ? null : await peekRecord<PricelistDefaults>('pricelists/defaults');
  if (!defaults) return GRID_DEFAULTS;
  // The pricelists' unit is not a surcharge's: it keeps its own.
  return { ...settingsOrDefaults(defaultGridSettings(defaults), GRID_DEFAULTS), unit: GRID_DEFAULTS.unit };
}

/** The read-only page: the record, its change log, and the conditions to name its blocks. */
export async function surchargeViewLoader({ params }: LoaderFunctionArgs): Promise<SurchargeFormData> {
  const resource = resourceOf(params);
  const id = idParam(params);
  const [record, logs, conditions] = await Promise.all([
    takeSaved<SurchargeAnswer>(`${resource}/${id}`) ?? readRecord<SurchargeAnswer>(`${resource}/${id}`),
    readOptions<ChangeLogEntry>(`${resource}/${id}/logs`),
    readOptions<ConditionAnswer>(`${optionScope(resource)}conditions/form`),
  ]);
  return { resource, record, logs, options: { ...NO_OPTIONS, conditions }, gridDefaults: GRID_DEFAULTS };
}

/** The edit form: the record and every option list. */
export async function surchargeEditLoader({ params }: LoaderFunctionArgs): Promise<SurchargeFormData> {
  const resource = resourceOf(params);
  const [record, options] = await Promise.all([readRecord<SurchargeAnswer>(`${resource}/${idParam(params)}`), loadOptions(resource)]);
  return { resource, record, options, logs: [], gridDefaults: GRID_DEFAULTS };
}

/** The new form: the option lists, the carrier's grid defaults, and the record to copy (?base=). */
export async function surchargeNewLoader({ request, params }: LoaderFunctionArgs): Promise<SurchargeFormData> {
  const resource = resourceOf(params);
  const admin = isAdminScope(params);
  const [base, options, gridDefaults] = await Promise.all([
    loadBase<SurchargeAnswer>(resource, request),
    loadOptions(resource),
    loadGridDefaults(admin),
  ]);
  if (!base) return { resource, record: {}, options, logs: [], gridDefaults };
  const { updated_at: _updated, ...copy } = base;
  return { resource, record: copy, options, logs: [], gridDefaults };
}
