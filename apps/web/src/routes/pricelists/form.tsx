/**
 * A pricelist's page in the three modes of the record pattern: the read-only view (with its grid
 * and change log), /edit and /new (?base= copies). Every field of docs/product/domain.md §3, the defaults of
 * GET /fe/pricelists/defaults, masked dates, and the fare group grids. The form options are
 * fetched in parallel; without services or zones the create page shows the onboarding cards.
 */
import { Anchor, Group, Select, SimpleGrid, Stack, Switch, Text, Textarea, TextInput, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import {
  CURRENCIES,
  DEFAULT_PRICELIST_UNIT,
  defaultGridSettings,
  describeCondition,
  GENERAL_CUSTOMER,
  isPalletUnit,
  pricelistSchema,
  settingsOrDefaults,
  VALIDITY_MAX_YEAR,
  VALIDITY_MIN_YEAR,
  type ImportedPricelist,
  type PricelistAnswer,
  type PricelistDefaults,
  type PricelistSurchargeAnswer,
  type Translate,
  PRICELIST_ROUTES,
  translator,
} from '@freight/domain';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useLoaderData } from 'react-router';
import { DateField } from '../../components/DateField';
import { PickMany } from '../../components/PickMany';
import { createGridStore, FareGroupsEditor, type GridFocus, type GridStore } from '../../components/price-grid/FareGroupsEditor';
import { GridSettings, gridSettingsErrors, gridSettingsPayload, type GridSettingsValues } from '../../components/price-grid/GridSettings';
import { groupPayload } from '../../components/price-grid/grid-payload';
import { buildLookups, FROZEN, type GridLookups } from '../../components/price-grid/grid-state';
import { groupErrors } from '../../components/price-grid/grid-validation';
import { WaitingForApproval } from '../../components/WaitingForApproval';
import { RecordForm, type FormMode } from '../../components/RecordForm';
import { schemaValidator } from '../../lib/forms';
import { t as now, useLanguage, useT } from '../../lib/i18n';
import { JsonImport, type ImportSummary } from './json-import';
import { HealthPanel, type HealthPlace } from './health-panel';
import type { PricelistFormData, pricelistEditLoader, pricelistNewLoader, pricelistViewLoader } from './loaders';
import { statusOptions, unitLabel } from './labels';
import { PricelistOnboarding } from './onboarding';
import { useTakeoverConfirm } from './takeover-confirm';
import { DraftBacktest } from './versions/draft-backtest';
import { PricelistView } from './view';

const RESOURCE = 'pricelists';
/** The record's noun: a code the record components name it by in the catalogs (records.new.pricelist), not a text. */
const NOUN = 'pricelist';

// ---- values and payload ---------------------------------------------------------------------------

/** The form's values: the record's fields as the inputs hold them (ids as text), and the grid settings (GridSettingsValues). */
interface PricelistValues extends Record<string, unknown>, GridSettingsValues {
  name: string;
  service_id: string;
  /** GENERAL_CUSTOMER or a partner id; '' (a new pricelist not yet given one) is General too. */
  customer_id: string;
  currency: string;
  status: string;
  valid_from: string;
  valid_to: string;
  active: boolean;
  comment: string;
  surcharges: string[];
  blocks: string[];
  ldm_blocks: string[];
}

/** What the form starts from: the record loaded (or its copy), or one filled from a JSON file (json-import.tsx), which has no id yet. */
type PricelistStart = Partial<PricelistAnswer> | (ImportedPricelist & { id?: undefined; version?: undefined });

function surchargeId(s: PricelistSurchargeAnswer | number): number {
  return typeof s === 'number' ? s : s.id;
}

function initialValues(record: PricelistStart, defaults: PricelistDefaults): PricelistValues {
  return {
    name: record.name ?? '',
    service_id: record.service_id ? String(record.service_id) : '',
    // A new pricelist's picker starts empty, its placeholder saying blank is General (General is an
    // option too): "General" typed in had to be erased before searching for a partner.
    customer_id: record.customer_id ? String(record.customer_id) : record.id ? GENERAL_CUSTOMER : '',
    currency: record.currency ?? defaults.currency,
    ...settingsOrDefaults(record, defaultGridSettings(defaults)),
    status: record.status ?? defaults.status,
    valid_from: record.valid_from ?? defaults.valid_from,
    valid_to: record.valid_to ?? defaults.valid_to,
    active: record.active ?? true,
    comment: record.comment ?? '',
    surcharges: (record.surcharges ?? []).map((s) => String(surchargeId(s))),
    blocks: (record.blocks ?? []).map(String),
    ldm_blocks: (record.ldm_blocks ?? []).map(String),
  };
}

function toPayload(v: PricelistValues, store: GridStore) {
  return {
    name: v.name.trim(),
    service_id: v.service_id ? Number(v.service_id) : null,
    customer_id: v.customer_id && v.customer_id !== GENERAL_CUSTOMER ? Number(v.customer_id) : null,
    currency: v.currency,
    ...gridSettingsPayload(v),
    status: v.status,
    valid_from: v.valid_from,
    valid_to: v.valid_to,
    active: v.active,
    comment: v.comment,
    surcharges: v.surcharges.map(Number),
    blocks: v.blocks.map(Number),
    ldm_blocks: v.ldm_blocks.map(Number),
    fare_groups: store.current.map(groupPayload),
  };
}

const checkPricelist = schemaValidator(pricelistSchema);

/** The schema's errors, then the grid's own (unknown names, missing zones, duplicate routes) and required fields over them. */
function validatePricelist(v: PricelistValues, store: GridStore): Record<string, string> {
  const errors = checkPricelist(toPayload(v, store));
  store.current.forEach((group, index) => Object.assign(errors, groupErrors(group, index)));
  if (!v.service_id) errors.service_id = now('pricelists.isRequired');
  Object.assign(errors, gridSettingsErrors(v));
  for (const field of ['valid_from', 'valid_to'] as const) if (!v[field]) errors[field] = now('pricelists.isRequired');
  return errors;
}

// ---- the page -------------------------------------------------------------------------------------

/** The first error of a list field ('blocks.0'), shown on the field. */
function listError(form: UseFormReturnType<PricelistValues>, field: string): string | undefined {
  const own = form.errors[field];
  if (own) return String(own);
  const item = Object.entries(form.errors).find(([key]) => key.startsWith(`${field}.`));
  return item ? String(item[1]) : undefined;
}

/** What the quantity rows of a unit count, for the hint above the grid: the kind of measure (a select of the message). */
function measureOf(unit: string): 'payable' | 'real' | 'any' | 'pallet' | 'pieces' {
  if (unit === 'payable_weight') return 'payable';
  if (unit === 'real_weight') return 'real';
  if (unit === 'any') return 'any';
  return isPalletUnit(unit) ? 'pallet' : 'pieces';
}

/** 'Quantities count payable weight in kg; each is the upper bound of its column.' */
function quantitiesHint(t: Translate, unit: string): string {
  return t('pricelists.grid.quantities', { measure: measureOf(unit), unit: unitLabel(unit, t) });
}

export function GridSection({
  children,
  unit,
  readOnly,
  actions,
}: {
  children: React.ReactNode;
  unit: string;
  readOnly: boolean;
  /** Buttons beside the title (the edit page's "Try on past requests"). */
  actions?: React.ReactNode;
}) {
  const t = useT();
  return (
    <Stack gap="xs" mt="md">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={2} size="h4">
            {t('pricelists.grid.prices')}
          </Title>
          <Text size="sm" c="dimmed">
            {quantitiesHint(t, unit)}
            {!readOnly && ` ${t('pricelists.grid.pasteHint')}`}{' '}
            <Anchor component={Link} to="/help" size="sm">
              {t('pricelists.grid.howPricingWorks')}
            </Anchor>
          </Text>
        </div>
        {actions}
      </Group>
      {children}
    </Stack>
  );
}

type PricelistOptions = PricelistFormData['options'];

/** The pickers' data: the options, and the record's own service, partner and surcharges when the lists no longer hold them. */
function useSelectData(options: PricelistOptions, record: PricelistStart) {
  const language = useLanguage();
  return useMemo(() => {
    const t = translator(language);
    const services = new Map<number, string>(options.services.map((s) => [s.id, s.name]));
    if (record.service_id && record.service_name && !services.has(record.service_id)) services.set(record.service_id, record.service_name);
    const customers = new Map<number, string>(
      options.customers.map((c) => [c.id, c.general_hidden ? t('pricelists.form.generalBlocked', { name: c.name }) : c.name]),
    );
    if (record.customer_id && record.customer_name && !customers.has(record.customer_id))
      customers.set(record.customer_id, record.customer_name);
    const surcharges = new Map<number, string>(options.surcharges.map((s) => [s.id, s.name]));
    for (const s of record.surcharges ?? []) if (typeof s !== 'number' && !surcharges.has(s.id)) surcharges.set(s.id, s.name);
    const toData = (map: Map<number, string>) => [...map].map(([id, name]) => ({ value: String(id), label: name }));
    return {
      services: toData(services),
      customers: [{ value: GENERAL_CUSTOMER, label: t('common.general') }, ...toData(customers)],
      surcharges: toData(surcharges),
      conditions: options.conditions.map((c) => ({ value: String(c.id), label: describeCondition(c, language) })),
    };
  }, [options, record, language]);
}

type SelectData = ReturnType<typeof useSelectData>;

/** Unsaved changes: the grids report edits here, RecordForm knows the form's own and asks. */
function useGridChanges(record: PricelistStart) {
  const gridEdited = useRef(false);
  const hasGridChanges = useCallback(() => gridEdited.current, []);
  const onGridChange = useCallback(() => {
    gridEdited.current = true;
  }, []);
  useEffect(() => {
    // Another record in the same page (edit of 2, then edit of 3) starts clean.
    gridEdited.current = false;
  }, [record]);
  return { hasGridChanges, onGridChange };
}

/** The page's state: the record (or the JSON file imported over it), its grid, the health findings' focus, the pickers, the takeover check. */
function usePricelistPage(mode: FormMode) {
  const loaded = useLoaderData<typeof pricelistViewLoader | typeof pricelistEditLoader | typeof pricelistNewLoader>();
  const { options } = loaded;
  // /new: a dropped JSON file replaces the record the form starts from (json-import.tsx); its
  // unresolved zones are null ids, which the grid shows as empty cells to pick.
  const [imported, setImported] = useState<{ record: PricelistStart; key: number; summary: ImportSummary | null } | null>(null);
  const record: PricelistStart = imported?.record ?? loaded.record;
  const readOnly = mode === 'view';
  const { hasGridChanges, onGridChange } = useGridChanges(record);
  const store = useMemo(() => createGridStore(record.fare_groups, readOnly), [record, readOnly]);
  // A health finding's link: its cell, the first cell of its row, or its quantity header.
  const [focusCell, setFocusCell] = useState<GridFocus | null>(null);
  const onHealthSelect = useCallback((p: HealthPlace) => {
    setFocusCell({ group: p.fareGroup, r: p.zoneRow ?? -1, c: p.quantityRow === null ? 0 : FROZEN + p.quantityRow });
  }, []);
  const health = record.id ? (
    <HealthPanel route={PRICELIST_ROUTES.health} params={{ id: record.id }} refreshKey={record.version} onSelect={onHealthSelect} />
  ) : null;
  const lookups: GridLookups = useMemo(
    () => buildLookups(options.zones, options.transits, record.fare_groups ?? []),
    [options.zones, options.transits, record.fare_groups],
  );
  const selects = useSelectData(options, record);

  // Before a save: the live pricelists it would take lanes from, confirmed by the clerk.
  const takeover = useTakeoverConfirm(mode === 'edit' ? record.id : undefined);
  const askTakeover = takeover.confirm;
  const confirmSubmit = useCallback((body: Record<string, unknown>) => askTakeover(body), [askTakeover]);

  const onImported = (pricelist: ImportedPricelist, summary: ImportSummary) =>
    setImported((now) => ({ record: pricelist, key: (now?.key ?? 0) + 1, summary }));
  const onResetImport = () => setImported((now) => (now ? { record: loaded.record, key: now.key + 1, summary: null } : null));
  return {
    loaded,
    imported,
    record,
    store,
    focusCell,
    health,
    lookups,
    selects,
    takeover,
    confirmSubmit,
    hasGridChanges,
    onGridChange,
    onImported,
    onResetImport,
  };
}

type PricelistPageState = ReturnType<typeof usePricelistPage>;

export function PricelistPage({ mode }: { mode: FormMode }) {
  const page = usePricelistPage(mode);
  const { loaded, record, store, lookups, focusCell } = page;
  const { options, logs } = loaded;

  if (mode === 'new' && (options.services.length === 0 || options.zones.length === 0)) {
    return (
      <PricelistOnboarding
        counts={{
          services: options.services.length,
          zones: options.zones.length,
          customers: options.customers.length,
          conditions: options.conditions.length,
          surcharges: options.surcharges.length,
        }}
      />
    );
  }

  // The view shows the record loaded: a file is imported on /new only.
  if (mode === 'view')
    return (
      <PricelistView
        record={loaded.record}
        logs={logs}
        conditions={options.conditions}
        health={page.health}
        grid={
          <GridSection unit={loaded.record.unit ?? DEFAULT_PRICELIST_UNIT} readOnly>
            {/* A restore (versions tab) reloads the record: the grid, seeded once, starts again from it. */}
            <FareGroupsEditor
              key={record.version ?? 0}
              store={store}
              lookups={lookups}
              readOnly
              errors={NO_FORM_ERRORS}
              focusCell={focusCell}
            />
          </GridSection>
        }
      />
    );

  return <PricelistForm mode={mode} page={page} />;
}

/** The edit and create form: the record's fields, the health findings on an edit, and the grid. */
function PricelistForm({ mode, page }: { mode: FormMode; page: PricelistPageState }) {
  const t = useT();
  const { loaded, imported, record, store, selects, takeover } = page;
  const values = initialValues(record, loaded.defaults);

  return (
    <RecordForm<PricelistValues>
      // A restored version (versions panel) reloads the record: the form starts again from it.
      key={`${imported?.key ?? 0}:${record.version ?? 0}`}
      noun={NOUN}
      resource={RESOURCE}
      mode={mode}
      id={record.id}
      area="pricelists"
      maw={1600}
      // A save held for approval is said above the form that would change it again.
      lead={
        mode === 'edit' && record.id ? (
          <WaitingForApproval recordType="pricelist" recordId={record.id} refreshKey={record.version} mb="md" />
        ) : undefined
      }
      above={
        mode === 'new' ? (
          <JsonImport options={loaded.options} done={imported?.summary ?? null} onImported={page.onImported} onReset={page.onResetImport} />
        ) : undefined
      }
      initialValues={values}
      validate={(v) => validatePricelist(v, store)}
      toPayload={(v) => {
        // An edit sends the version it loaded: a save made since is not overwritten (409, reload).
        return { ...toPayload(v, store), ...(mode === 'edit' ? { version: record.version } : {}) };
      }}
      confirmSubmit={page.confirmSubmit}
      hasOtherChanges={page.hasGridChanges}
    >
      {(form, ro) => (
        <>
          {!ro && takeover.modal}
          <RecordFields form={form} ro={ro} selects={selects} />
          <ListFields form={form} ro={ro} selects={selects} />
          <Textarea label={t('pricelists.comment')} autosize minRows={2} maxRows={6} readOnly={ro} {...form.getInputProps('comment')} />
          {!ro && mode === 'edit' && page.health}
          {!ro && <EditGrid form={form} mode={mode} page={page} />}
        </>
      )}
    </RecordForm>
  );
}

interface FieldsProps {
  form: UseFormReturnType<PricelistValues>;
  ro: boolean;
  selects: SelectData;
}

/** Name, service, partner, status, currency, validity, the grid settings and Active. */
function RecordFields({ form, ro, selects }: FieldsProps) {
  const t = useT();
  const cols = { base: 1, sm: 2, lg: 4 };
  return (
    <SimpleGrid cols={cols} spacing="sm" verticalSpacing="sm">
      <TextInput
        label={t('common.name')}
        placeholder={ro ? undefined : t('pricelists.form.namePlaceholder')}
        readOnly={ro}
        {...form.getInputProps('name')}
      />
      <Select
        label={t('common.service')}
        withAsterisk={!ro}
        data={selects.services}
        searchable={!ro}
        readOnly={ro}
        allowDeselect={false}
        nothingFoundMessage={t('pricelists.nothingFound')}
        placeholder={ro ? undefined : t('pricelists.form.pickService')}
        {...form.getInputProps('service_id')}
      />
      <Select
        label={t('common.partner')}
        data={selects.customers}
        searchable={!ro}
        readOnly={ro}
        allowDeselect={false}
        nothingFoundMessage={t('pricelists.nothingFound')}
        placeholder={ro ? undefined : t('pricelists.form.pickPartner')}
        {...form.getInputProps('customer_id')}
      />
      <Select label={t('common.status')} data={statusOptions(t)} readOnly={ro} allowDeselect={false} {...form.getInputProps('status')} />
      <Select label={t('common.currency')} data={[...CURRENCIES]} readOnly={ro} allowDeselect={false} {...form.getInputProps('currency')} />
      <DateField
        label={t('common.validFrom')}
        withAsterisk={!ro}
        readOnly={ro}
        minYear={VALIDITY_MIN_YEAR}
        maxYear={VALIDITY_MAX_YEAR}
        {...form.getInputProps('valid_from')}
        value={form.values.valid_from}
        onChange={(value) => form.setFieldValue('valid_from', value)}
      />
      <DateField
        label={t('common.validTo')}
        withAsterisk={!ro}
        readOnly={ro}
        minYear={VALIDITY_MIN_YEAR}
        maxYear={VALIDITY_MAX_YEAR}
        {...form.getInputProps('valid_to')}
        value={form.values.valid_to}
        onChange={(value) => form.setFieldValue('valid_to', value)}
      />
      <GridSettings form={form} readOnly={ro} />
      <Switch label={t('common.active')} mt="xl" {...form.getInputProps('active', { type: 'checkbox' })} />
    </SimpleGrid>
  );
}

/** The surcharges, conditions and LDM conditions picked. */
function ListFields({ form, ro, selects }: FieldsProps) {
  const t = useT();
  return (
    <SimpleGrid cols={{ base: 1, md: 3 }} spacing="sm">
      <PickMany
        label={t('pricelists.surcharges')}
        description={selects.surcharges.length ? t('pricelists.form.surchargesHint') : t('pricelists.form.noSurcharges')}
        data={selects.surcharges}
        readOnly={ro}
        {...form.getInputProps('surcharges')}
        error={listError(form, 'surcharges')}
      />
      <PickMany
        label={t('pricelists.conditions')}
        description={t('pricelists.form.conditionsHint')}
        data={selects.conditions}
        readOnly={ro}
        {...form.getInputProps('blocks')}
        error={listError(form, 'blocks')}
      />
      <PickMany
        label={t('pricelists.ldmConditions')}
        description={t('pricelists.form.ldmConditionsHint')}
        data={selects.conditions}
        readOnly={ro}
        {...form.getInputProps('ldm_blocks')}
        error={listError(form, 'ldm_blocks')}
      />
    </SimpleGrid>
  );
}

/** The grid being edited, with the edit page's "Try on past requests". */
function EditGrid({ form, mode, page }: { form: UseFormReturnType<PricelistValues>; mode: FormMode; page: PricelistPageState }) {
  const { record, store } = page;
  return (
    <GridSection
      unit={form.values.unit}
      readOnly={false}
      actions={
        // The unsaved edit tried on past requests, as a save would send it (nothing is saved).
        mode === 'edit' && record.id ? <DraftBacktest pricelistId={record.id} draft={() => toPayload(form.values, store)} /> : null
      }
    >
      <FareGroupsEditor
        store={store}
        lookups={page.lookups}
        readOnly={false}
        errors={gridErrorsOf(form)}
        onErrorsChange={form.setErrors}
        onChange={page.onGridChange}
        focusCell={page.focusCell}
      />
    </GridSection>
  );
}

const NO_FORM_ERRORS: Record<string, string> = {};

/** The form's errors as the grid reads them. */
function gridErrorsOf(form: UseFormReturnType<PricelistValues>): Record<string, string> {
  // Mantine types errors as React nodes; this form sets only texts (its validate and showFormErrors).
  return form.errors as Record<string, string>;
}
