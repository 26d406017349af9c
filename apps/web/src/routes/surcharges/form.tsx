/**
 * A surcharge's page in the three modes of the record pattern: the read-only view (with its grid
 * when it is of type pricelist, and the change log), /edit and /new (?base= copies). The form
 * switches with the type (seeds §4 "Surcharge form"):
 * - percentage: amount (%), minimum, maximum, zone conditions, dependencies;
 * - constant: amount, zone conditions;
 * - pricelist: its own price grid (grid settings, fare groups) and LDM blocks; offered only when
 *   zones exist.
 * Every type: name, currency, hidden, conditions (blocks) and all_conditions_needed.
 */
import {
  ActionIcon,
  Button,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
  Title,
  type TextInputProps,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { randomId } from '@mantine/hooks';
import {
  CURRENCIES,
  DEFAULT_CBM_MULTIPLIER,
  DEFAULT_CURRENCY,
  DEFAULT_LDM_MULTIPLIER,
  DEFAULT_LDM_ROUNDING,
  DEFAULT_MIN_MAX_RULE,
  DEFAULT_PAYWEIGHT_ROUNDING,
  DEFAULT_SURCHARGE_TYPE,
  DEFAULT_SURCHARGE_UNIT,
  describeCondition,
  pruneSurchargeForType,
  surchargeSchema,
  type ChangeLogEntry,
  type ConditionAnswer,
  type PricelistDefaults,
  type SurchargeAnswer,
  type SurchargeOption,
  type SurchargeType,
} from '@freight/domain';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useLoaderData, useLocation, type LoaderFunctionArgs } from 'react-router';
import { createGridStore, FareGroupsEditor, type GridStore } from '../../components/price-grid/FareGroupsEditor';
import { PickMany } from '../../components/PickMany';
import { GridSettings } from '../../components/price-grid/GridSettings';
import { buildLookups, groupErrors, groupPayload, type GridLookups, type NamedOption } from '../../components/price-grid/model';
import { RecordForm, type FormMode } from '../../components/RecordForm';
import { peekRecord, readOptions, readRecord } from '../../lib/api';
import { schemaValidator } from '../../lib/forms';
import { idParam, loadBase } from '../../lib/records';
import { ChangeLog } from '../pricelists/change-log';
import { GridSection } from '../pricelists/form';
import { TYPE_OPTIONS } from './labels';
import { isAdminScope, resourceOf } from './scope';

// ---- loaders ------------------------------------------------------------------------------------

interface FormOptions {
  conditions: ConditionAnswer[];
  zones: NamedOption[];
  transits: NamedOption[];
  surcharges: SurchargeOption[];
}

/** The grid settings a new pricelist-type surcharge starts with. */
interface GridDefaults {
  ldm_multiplier: number;
  cbm_multiplier: number;
  payweight_rounding: string;
  ldm_rounding: string;
  min_max_rule: string;
}

export interface SurchargeFormData {
  /** 'surcharges' or 'admin/carriers/{carrierId}/surcharges'. */
  resource: string;
  record: Partial<SurchargeAnswer>;
  options: FormOptions;
  logs: ChangeLogEntry[];
  gridDefaults: GridDefaults;
}

const NO_OPTIONS: FormOptions = { conditions: [], zones: [], transits: [], surcharges: [] };

const GRID_DEFAULTS: GridDefaults = {
  ldm_multiplier: DEFAULT_LDM_MULTIPLIER,
  cbm_multiplier: DEFAULT_CBM_MULTIPLIER,
  payweight_rounding: DEFAULT_PAYWEIGHT_ROUNDING,
  ldm_rounding: DEFAULT_LDM_ROUNDING,
  min_max_rule: DEFAULT_MIN_MAX_RULE,
};

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
  return {
    ldm_multiplier: defaults.ldm_default ?? GRID_DEFAULTS.ldm_multiplier,
    cbm_multiplier: defaults.cbm_default ?? GRID_DEFAULTS.cbm_multiplier,
    payweight_rounding: defaults.payweight_rounding ?? GRID_DEFAULTS.payweight_rounding,
    ldm_rounding: defaults.ldm_rounding ?? GRID_DEFAULTS.ldm_rounding,
    min_max_rule: defaults.min_max_rule ?? GRID_DEFAULTS.min_max_rule,
  };
}

export async function surchargeViewLoader({ params }: LoaderFunctionArgs): Promise<SurchargeFormData> {
  const resource = resourceOf(params);
  const id = idParam(params);
  const [record, logs, conditions] = await Promise.all([
    readRecord<SurchargeAnswer>(`${resource}/${id}`),
    readOptions<ChangeLogEntry>(`${resource}/${id}/logs`),
    readOptions<ConditionAnswer>(`${optionScope(resource)}conditions/form`),
  ]);
  return { resource, record, logs, options: { ...NO_OPTIONS, conditions }, gridDefaults: GRID_DEFAULTS };
}

export async function surchargeEditLoader({ params }: LoaderFunctionArgs): Promise<SurchargeFormData> {
  const resource = resourceOf(params);
  const [record, options] = await Promise.all([readRecord<SurchargeAnswer>(`${resource}/${idParam(params)}`), loadOptions(resource)]);
  return { resource, record, options, logs: [], gridDefaults: GRID_DEFAULTS };
}

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

// ---- values and payload ---------------------------------------------------------------------------

interface ZoneConditionValues {
  /** A React key. */
  key: string;
  /** A zone id, or null for any. */
  zone_from: string | null;
  zone_to: string | null;
  amount: string;
  minimum_amount: string;
  maximum_amount: string;
}

interface GridSettingsValues {
  unit: string;
  ldm_multiplier: number | string;
  cbm_multiplier: number | string;
  payweight_rounding: string;
  ldm_rounding: string;
  min_max_rule: string;
}

interface SurchargeValues extends Record<string, unknown> {
  name: string;
  type: SurchargeType;
  currency: string;
  hidden: boolean;
  amount: string;
  minimum_amount: string;
  maximum_amount: string;
  all_conditions_needed: boolean;
  blocks: string[];
  ldm_blocks: string[];
  dependencies: string[];
  zone_conditions: ZoneConditionValues[];
  /** The grid settings (the fare groups live in the grid store). */
  pricelist: GridSettingsValues;
}

function text(value: number | string | null | undefined): string {
  return value === null || value === undefined ? '' : String(value);
}

/** A decimal typed as text: a decimal comma is as good as a dot (the Finnish clerk's '7,5'). */
function DecimalInput(props: TextInputProps) {
  return <TextInput inputMode="decimal" autoComplete="off" {...props} />;
}

function emptyZoneCondition(): ZoneConditionValues {
  return { key: randomId(), zone_from: null, zone_to: null, amount: '', minimum_amount: '', maximum_amount: '' };
}

function initialValues(record: Partial<SurchargeAnswer>, defaults: GridDefaults): SurchargeValues {
  const grid = record.pricelist;
  return {
    name: record.name ?? '',
    type: record.type ?? DEFAULT_SURCHARGE_TYPE,
    currency: record.currency ?? DEFAULT_CURRENCY,
    hidden: record.hidden ?? false,
    amount: text(record.amount),
    minimum_amount: text(record.minimum_amount),
    maximum_amount: text(record.maximum_amount),
    all_conditions_needed: record.all_conditions_needed ?? false,
    blocks: (record.blocks ?? []).map(String),
    ldm_blocks: (record.ldm_blocks ?? []).map(String),
    dependencies: (record.dependencies ?? []).map((d) => String(d.id)),
    zone_conditions: (record.zone_conditions ?? []).map((zc) => ({
      key: randomId(),
      zone_from: zc.zone_from === null ? null : String(zc.zone_from),
      zone_to: zc.zone_to === null ? null : String(zc.zone_to),
      amount: text(zc.amount),
      minimum_amount: text(zc.minimum_amount),
      maximum_amount: text(zc.maximum_amount),
    })),
    pricelist: {
      unit: grid?.unit ?? DEFAULT_SURCHARGE_UNIT,
      ldm_multiplier: grid?.ldm_multiplier ?? defaults.ldm_multiplier,
      cbm_multiplier: grid?.cbm_multiplier ?? defaults.cbm_multiplier,
      payweight_rounding: grid?.payweight_rounding ?? defaults.payweight_rounding,
      ldm_rounding: grid?.ldm_rounding ?? defaults.ldm_rounding,
      min_max_rule: grid?.min_max_rule ?? defaults.min_max_rule,
    },
  };
}

/** A number field's value for the body: null when empty, decimal commas as dots. */
function decimal(value: number | string): number | string | null {
  if (typeof value === 'number') return value;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed.replace(',', '.');
}

/** The body of the form's values; the fields the type does not use are emptied as the server does. */
function toPayload(v: SurchargeValues, store: GridStore) {
  const grid = v.pricelist;
  return pruneSurchargeForType({
    name: v.name.trim(),
    type: v.type,
    currency: v.currency,
    hidden: v.hidden,
    amount: decimal(v.amount),
    minimum_amount: decimal(v.minimum_amount),
    maximum_amount: decimal(v.maximum_amount),
    all_conditions_needed: v.all_conditions_needed,
    blocks: v.blocks.map(Number),
    ldm_blocks: v.ldm_blocks.map(Number),
    dependencies: v.dependencies.map(Number),
    zone_conditions: v.zone_conditions.map((zc) => ({
      zone_from: zc.zone_from ? Number(zc.zone_from) : null,
      zone_to: zc.zone_to ? Number(zc.zone_to) : null,
      amount: decimal(zc.amount),
      minimum_amount: decimal(zc.minimum_amount),
      maximum_amount: decimal(zc.maximum_amount),
    })),
    pricelist: {
      unit: grid.unit,
      ldm_multiplier: decimal(grid.ldm_multiplier) ?? '',
      // A blank CBM multiplier takes the default.
      cbm_multiplier: decimal(grid.cbm_multiplier) ?? undefined,
      payweight_rounding: grid.payweight_rounding,
      ldm_rounding: grid.ldm_rounding,
      min_max_rule: grid.min_max_rule,
      fare_groups: store.current.map(groupPayload),
    },
  });
}

const checkSurcharge = schemaValidator(surchargeSchema);

/** The schema's errors, then the grid's own (unknown zones, duplicate routes) and required fields over them. */
function validateSurcharge(v: SurchargeValues, store: GridStore): Record<string, string> {
  const errors = checkSurcharge(toPayload(v, store));
  if (v.type === 'pricelist') {
    store.current.forEach((group, index) => {
      for (const [path, message] of Object.entries(groupErrors(group, index))) errors[`pricelist.${path}`] = message;
    });
    if (decimal(v.pricelist.ldm_multiplier) === null) errors['pricelist.ldm_multiplier'] = 'Is required';
  }
  if (!v.name.trim()) errors.name = 'Is required';
  return errors;
}

// ---- the fields -----------------------------------------------------------------------------------

type SurchargeForm = UseFormReturnType<SurchargeValues>;

/** The first error of a list field ('blocks.0'), shown on the field. */
function listError(form: SurchargeForm, field: string): string | undefined {
  const own = form.errors[field];
  if (own) return String(own);
  const item = Object.entries(form.errors).find(([key]) => key.startsWith(`${field}.`));
  return item ? String(item[1]) : undefined;
}

interface Option {
  value: string;
  label: string;
}

/** Zone conditions: routes (an empty side is any) whose amounts replace the surcharge's own. */
function ZoneConditions({ form, readOnly, zones }: { form: SurchargeForm; readOnly: boolean; zones: Option[] }) {
  const rows = form.values.zone_conditions;
  const amountField = (i: number, field: 'amount' | 'minimum_amount' | 'maximum_amount', label: string, required = false) => (
    <DecimalInput
      aria-label={`Zone condition ${i + 1} ${label}`}
      aria-required={required || undefined}
      readOnly={readOnly}
      miw={90}
      {...form.getInputProps(`zone_conditions.${i}.${field}`)}
    />
  );
  const zoneField = (i: number, field: 'zone_from' | 'zone_to', label: string) => (
    <Select
      aria-label={`Zone condition ${i + 1} ${label}`}
      data={zones}
      placeholder="Any"
      searchable={!readOnly}
      clearable={!readOnly}
      readOnly={readOnly}
      nothingFoundMessage="Nothing found"
      miw={150}
      {...form.getInputProps(`zone_conditions.${i}.${field}`)}
    />
  );
  return (
    <Stack gap="xs">
      <div>
        <Text size="sm" fw={500}>
          Zone conditions
        </Text>
        {!readOnly && (
          <Text size="xs" c="dimmed">
            On a matching route (an empty zone is any) the row's amount, minimum and maximum replace the surcharge's own.
          </Text>
        )}
      </div>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          No zone conditions
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table verticalSpacing={4} withRowBorders={false}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Zone from</Table.Th>
                <Table.Th>Zone to</Table.Th>
                <Table.Th>Amount{readOnly ? '' : ' *'}</Table.Th>
                <Table.Th>Minimum</Table.Th>
                <Table.Th>Maximum</Table.Th>
                {!readOnly && <Table.Th w={40} />}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row, i) => (
                <Table.Tr key={row.key}>
                  <Table.Td>{zoneField(i, 'zone_from', 'zone from')}</Table.Td>
                  <Table.Td>{zoneField(i, 'zone_to', 'zone to')}</Table.Td>
                  <Table.Td>{amountField(i, 'amount', 'value', true)}</Table.Td>
                  <Table.Td>{amountField(i, 'minimum_amount', 'lower limit')}</Table.Td>
                  <Table.Td>{amountField(i, 'maximum_amount', 'upper limit')}</Table.Td>
                  {!readOnly && (
                    <Table.Td>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={`Remove zone condition ${i + 1}`}
                        onClick={() => form.removeListItem('zone_conditions', i)}
                      >
                        <IconTrash size={16} aria-hidden />
                      </ActionIcon>
                    </Table.Td>
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {!readOnly && (
        <div>
          <Button
            variant="default"
            size="xs"
            leftSection={<IconPlus size={14} aria-hidden />}
            onClick={() => form.insertListItem('zone_conditions', emptyZoneCondition())}
          >
            Add zone condition
          </Button>
        </div>
      )}
    </Stack>
  );
}

const GRID_PREFIX = 'pricelist.';

/**
 * The grid editor of a pricelist-type surcharge. The editor reads errors as `fare_groups.…`; the
 * form (and the server) name them `pricelist.fare_groups.…`.
 */
function SurchargeGridEditor({ form, store, lookups }: { form: SurchargeForm; store: GridStore; lookups: GridLookups }) {
  const { errors } = form;
  const gridErrors = useMemo(() => {
    const out: Record<string, string> = {};
    for (const [path, message] of Object.entries(errors)) {
      if (path.startsWith(`${GRID_PREFIX}fare_groups.`)) out[path.slice(GRID_PREFIX.length)] = String(message);
    }
    return out;
  }, [errors]);
  const latest = useRef(form);
  latest.current = form;
  const onErrorsChange = useCallback((next: Record<string, string>) => {
    const current = latest.current;
    const kept: Record<string, unknown> = {};
    for (const [path, message] of Object.entries(current.errors)) {
      if (!path.startsWith(`${GRID_PREFIX}fare_groups.`)) kept[path] = message;
    }
    for (const [path, message] of Object.entries(next)) kept[`${GRID_PREFIX}${path}`] = message;
    current.setErrors(kept as Record<string, string>);
  }, []);
  return <FareGroupsEditor store={store} lookups={lookups} readOnly={false} errors={gridErrors} onErrorsChange={onErrorsChange} />;
}

const NO_FORM_ERRORS: Record<string, string> = {};

// ---- the page -------------------------------------------------------------------------------------

function SurchargePageBody({ mode }: { mode: FormMode }) {
  const { resource, record, options, logs, gridDefaults } = useLoaderData() as SurchargeFormData;
  const readOnly = mode === 'view';
  // The type decides the form's width (a price grid is wide); the form holds it too.
  const [type, setType] = useState<SurchargeType>(record.type ?? DEFAULT_SURCHARGE_TYPE);
  const store = useMemo(() => createGridStore(record.pricelist?.fare_groups, readOnly), [record, readOnly]);
  const lookups: GridLookups = useMemo(
    () => buildLookups(options.zones, options.transits, record.pricelist?.fare_groups ?? []),
    [options.zones, options.transits, record.pricelist],
  );

  const selects = useMemo(() => {
    // The record's own names stand in for options a list lacks (an admin's view of a carrier).
    const zones = new Map<number, string>(options.zones.map((z) => [z.id, z.name]));
    for (const zc of record.zone_conditions ?? []) {
      if (zc.zone_from !== null && zc.zone_from_name && !zones.has(zc.zone_from)) zones.set(zc.zone_from, zc.zone_from_name);
      if (zc.zone_to !== null && zc.zone_to_name && !zones.has(zc.zone_to)) zones.set(zc.zone_to, zc.zone_to_name);
    }
    const conditions = new Map<number, string>(options.conditions.map((c) => [c.id, describeCondition(c)]));
    for (const id of [...(record.blocks ?? []), ...(record.ldm_blocks ?? [])]) if (!conditions.has(id)) conditions.set(id, `Condition #${id}`);
    // A surcharge cannot depend on itself.
    const surcharges = new Map<number, string>(options.surcharges.filter((s) => s.id !== record.id).map((s) => [s.id, s.name]));
    for (const d of record.dependencies ?? []) if (!surcharges.has(d.id)) surcharges.set(d.id, d.name);
    const toData = (map: Map<number, string>) => [...map].map(([id, name]) => ({ value: String(id), label: name }));
    return {
      zones: toData(zones),
      conditions: toData(conditions),
      dependencies: toData(surcharges),
      // The pricelist type needs zones for its grid; a pricelist-type record keeps its option.
      types: TYPE_OPTIONS.filter((o) => o.value !== 'pricelist' || options.zones.length > 0 || record.type === 'pricelist'),
    };
  }, [options, record]);

  const values = initialValues(record, gridDefaults);
  const recordType = record.type ?? DEFAULT_SURCHARGE_TYPE;

  return (
    <RecordForm<SurchargeValues>
      noun="surcharge"
      title={readOnly ? record.name : undefined}
      resource={resource}
      mode={mode}
      id={record.id}
      area="surcharges"
      maw={type === 'pricelist' ? 1600 : 720}
      initialValues={values}
      validate={(v) => validateSurcharge(v, store)}
      toPayload={(v) => toPayload(v, store)}
      below={
        readOnly ? (
          <>
            {recordType === 'pricelist' && (
              <Paper withBorder p="lg" radius="md">
                <GridSection unit={record.pricelist?.unit ?? DEFAULT_SURCHARGE_UNIT} readOnly>
                  <FareGroupsEditor store={store} lookups={lookups} readOnly errors={NO_FORM_ERRORS} />
                </GridSection>
              </Paper>
            )}
            <ChangeLog logs={logs} />
          </>
        ) : undefined
      }
    >
      {(form, ro) => {
        const current = form.values.type;
        const amountSuffix = current === 'percentage' ? '%' : form.values.currency;
        return (
          <>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm" maw={current === 'pricelist' && !ro ? 720 : undefined}>
              <TextInput label="Name" readOnly={ro} {...form.getInputProps('name')} />
              <Select
                label="Type"
                data={selects.types}
                readOnly={ro}
                allowDeselect={false}
                {...form.getInputProps('type')}
                onChange={(next) => {
                  if (!next) return;
                  form.setFieldValue('type', next as SurchargeType);
                  setType(next as SurchargeType);
                }}
              />
              <Select label="Currency" data={[...CURRENCIES]} readOnly={ro} allowDeselect={false} {...form.getInputProps('currency')} />
              {current !== 'pricelist' && (
                <DecimalInput
                  label="Amount"
                  readOnly={ro}
                  rightSection={<Text size="sm" c="dimmed">{amountSuffix}</Text>}
                  rightSectionPointerEvents="none"
                  rightSectionWidth={48}
                  {...form.getInputProps('amount')}
                />
              )}
              {current === 'percentage' && (
                <>
                  <DecimalInput
                    label="Minimum"
                    readOnly={ro}
                    rightSection={<Text size="sm" c="dimmed">{form.values.currency}</Text>}
                    rightSectionPointerEvents="none"
                    rightSectionWidth={48}
                    {...form.getInputProps('minimum_amount')}
                  />
                  <DecimalInput
                    label="Maximum"
                    readOnly={ro}
                    rightSection={<Text size="sm" c="dimmed">{form.values.currency}</Text>}
                    rightSectionPointerEvents="none"
                    rightSectionWidth={48}
                    {...form.getInputProps('maximum_amount')}
                  />
                </>
              )}
            </SimpleGrid>
            <Switch
              label="Add into the freight line"
              description={ro ? undefined : 'Hidden: its amount is added into the Freight line instead of a line of its own'}
              disabled={ro}
              {...form.getInputProps('hidden', { type: 'checkbox' })}
            />
            <PickMany
              label="Conditions"
              description="The surcharge applies when its conditions hold; none: always"
              data={selects.conditions}
              readOnly={ro}
              hidePickedOptions
              placeholder={form.values.blocks.length ? undefined : ro ? 'No conditions' : 'Pick conditions'}
              maw={720}
              {...form.getInputProps('blocks')}
              error={listError(form, 'blocks')}
            />
            <Switch
              label="All conditions needed"
              description={ro ? undefined : 'Off: any one of the conditions is enough'}
              disabled={ro}
              {...form.getInputProps('all_conditions_needed', { type: 'checkbox' })}
            />
            {current === 'percentage' && (
              <PickMany
                label="Dependencies"
                description="Surcharges whose amounts add to the base of the percentage"
                data={selects.dependencies}
                readOnly={ro}
                hidePickedOptions
                maw={720}
                nothingFoundMessage={selects.dependencies.length ? 'Nothing found' : 'Create surcharges to add dependencies'}
                placeholder={
                  form.values.dependencies.length
                    ? undefined
                    : ro
                      ? 'No dependencies'
                      : selects.dependencies.length
                        ? 'Pick surcharges'
                        : 'Create surcharges to add dependencies'
                }
                {...form.getInputProps('dependencies')}
                error={listError(form, 'dependencies')}
              />
            )}
            {current !== 'pricelist' && <ZoneConditions form={form} readOnly={ro} zones={selects.zones} />}
            {current === 'pricelist' && (
              <>
                <Title order={2} size="h4" mt="sm">
                  Price grid
                </Title>
                <SimpleGrid cols={ro ? { base: 1, sm: 2 } : { base: 1, sm: 2, lg: 3 }} spacing="sm" verticalSpacing="sm" maw={ro ? undefined : 1100}>
                  <GridSettings form={form} prefix={GRID_PREFIX} readOnly={ro} cbmRequired={false} />
                </SimpleGrid>
                <PickMany
                  label="LDM blocks"
                  description="LDM counts in the payable weight only when all of these hold"
                  data={selects.conditions}
                  readOnly={ro}
                  hidePickedOptions
                  maw={720}
                  placeholder={form.values.ldm_blocks.length ? undefined : ro ? 'No LDM blocks' : 'Pick conditions'}
                  {...form.getInputProps('ldm_blocks')}
                  error={listError(form, 'ldm_blocks')}
                />
                {!ro && (
                  <GridSection unit={form.values.pricelist.unit} readOnly={false}>
                    <SurchargeGridEditor form={form} store={store} lookups={lookups} />
                  </GridSection>
                )}
              </>
            )}
          </>
        );
      }}
    </RecordForm>
  );
}

/** The page, remounted per address so that its own state (the type) starts from the record again. */
export function SurchargePage({ mode }: { mode: FormMode }) {
  const location = useLocation();
  return <SurchargePageBody key={`${location.pathname}${location.search}`} mode={mode} />;
}
