/**
 * A surcharge's page in the three modes of the record pattern: the read-only view (with its grid
 * when it is of type pricelist, and the change log), /edit and /new (?base= copies). The form
 * switches with the type (docs/product/domain.md §4 "Surcharge form"):
 * - percentage: amount (%) or, with "Amount from" the fuel index, the band of this month's diesel
 *   price (no amount, no zone conditions), minimum, maximum, zone conditions, dependencies;
 * - constant: amount, zone conditions;
 * - pricelist: its own price grid (grid settings, fare groups) and LDM blocks; offered only when
 *   zones exist.
 * Every type: name, currency, hidden, conditions (blocks) and all_conditions_needed.
 * The data comes from loaders.ts, the values and body from form-values.ts; ZoneConditions and
 * SurchargeGrid are the type-specific parts.
 */
import { Anchor, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  AMOUNT_SOURCES,
  CURRENCIES,
  DEFAULT_SURCHARGE_TYPE,
  DEFAULT_SURCHARGE_UNIT,
  describeCondition,
  localTime,
  SURCHARGE_PERCENT_CONFIRM,
  SURCHARGE_TYPES,
  translator,
  type SurchargeType,
} from '@freight/domain';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { Link, useLoaderData, useLocation, useParams } from 'react-router';
import { createGridStore, type GridFocus, type GridStore } from '../../components/price-grid/FareGroupsEditor';
import { buildLookups, FROZEN, type GridLookups } from '../../components/price-grid/grid-state';
import { PickMany } from '../../components/PickMany';
import { SelectField, SwitchField, TextField } from '../../components/ReadOnlyField';
import { ArchiveActions } from '../../components/ArchiveActions';
import { RecordForm, type FormMode } from '../../components/RecordForm';
import type { UseFormReturnType } from '@mantine/form';
import { formatNumber } from '../../lib/format';
import { t as translate, useLanguage, useT } from '../../lib/i18n';
import { isOneOf } from '../../lib/narrow';
import { useTimeZone } from '../../lib/session';
import { ChangeLog } from '../pricelists/change-log';
import { HealthPanel, type HealthPlace } from '../pricelists/health-panel';
import { WaitingForApproval } from '../../components/WaitingForApproval';
import { VersionsPanel } from '../pricelists/versions/versions-panel';
import { DecimalInput } from './DecimalInput';
import { fuelHint } from './fuel-index-values';
import { highPercents, initialValues, listError, toPayload, validateSurcharge, type SurchargeValues } from './form-values';
import { amountSourceOptions, typeOptions } from './labels';
import type { SurchargeFormData, surchargeEditLoader, surchargeNewLoader, surchargeViewLoader } from './loaders';
import { surchargeContractOf } from './scope';
import { SurchargeGridFields, SurchargeGridView } from './SurchargeGrid';
import { ZoneConditions } from './ZoneConditions';

type SurchargeForm = UseFormReturnType<SurchargeValues>;

/** The select and pick lists of the form. */
type Selects = ReturnType<typeof useSelects>;

/** The form's option lists, the record's own names standing in for options a list lacks (an admin's view of a carrier). */
function useSelects({ options, record }: Pick<SurchargeFormData, 'options' | 'record'>) {
  const language = useLanguage();
  return useMemo(() => {
    const t = translator(language);
    const zones = new Map<number, string>(options.zones.map((z) => [z.id, z.name]));
    for (const zc of record.zone_conditions ?? []) {
      if (zc.zone_from !== null && zc.zone_from_name && !zones.has(zc.zone_from)) zones.set(zc.zone_from, zc.zone_from_name);
      if (zc.zone_to !== null && zc.zone_to_name && !zones.has(zc.zone_to)) zones.set(zc.zone_to, zc.zone_to_name);
    }
    const conditions = new Map<number, string>(options.conditions.map((c) => [c.id, describeCondition(c, language)]));
    for (const id of [...(record.blocks ?? []), ...(record.ldm_blocks ?? [])])
      if (!conditions.has(id)) conditions.set(id, t('surcharges.form.conditionNumber', { id: String(id) }));
    // A surcharge cannot depend on itself.
    const surcharges = new Map<number, string>(options.surcharges.filter((s) => s.id !== record.id).map((s) => [s.id, s.name]));
    for (const d of record.dependencies ?? []) if (!surcharges.has(d.id)) surcharges.set(d.id, d.name);
    const toData = (map: Map<number, string>) => [...map].map(([id, name]) => ({ value: String(id), label: name }));
    return {
      zones: toData(zones),
      conditions: toData(conditions),
      dependencies: toData(surcharges),
      // The pricelist type needs zones for its grid; a pricelist-type record keeps its option.
      types: typeOptions(t).filter((o) => o.value !== 'pricelist' || options.zones.length > 0 || record.type === 'pricelist'),
    };
  }, [options, record, language]);
}

/** A percent above SURCHARGE_PERCENT_CONFIRM is asked about before the save. */
function confirmHighPercent(v: SurchargeValues) {
  const high = highPercents(v);
  if (!high.length) return null;
  const shown = high.map((p) => `${formatNumber(p, 2)} %`).join(', ');
  return {
    title: translate('surcharges.form.confirmTitle', { percent: shown }),
    message: translate('surcharges.form.confirmText', { limit: SURCHARGE_PERCENT_CONFIRM, percent: shown }),
    confirmLabel: translate('surcharges.form.confirmSave', { percent: shown }),
  };
}

interface ViewPanelsProps {
  record: SurchargeFormData['record'];
  logs: SurchargeFormData['logs'];
  store: GridStore;
  lookups: GridLookups;
}

/** Below the view: the health check, the grid of a pricelist-type surcharge, the versions and the change log. */
function SurchargeViewPanels({ record, logs, store, lookups }: ViewPanelsProps) {
  const contract = surchargeContractOf(useParams());
  const recordType = record.type ?? DEFAULT_SURCHARGE_TYPE;
  // The health panel's links focus a cell of the surcharge's own grid.
  const [focusCell, setFocusCell] = useState<GridFocus | null>(null);
  const onHealthSelect = useCallback((p: HealthPlace) => {
    setFocusCell({ group: p.fareGroup, r: p.zoneRow ?? -1, c: p.quantityRow === null ? 0 : FROZEN + p.quantityRow });
  }, []);
  return (
    <>
      {record.id && <WaitingForApproval recordType="surcharge" recordId={record.id} refreshKey={record.version} />}
      {record.id && (
        <HealthPanel
          route={contract.routes.health}
          params={{ ...contract.mount, id: record.id }}
          refreshKey={record.version}
          onSelect={onHealthSelect}
        />
      )}
      {recordType === 'pricelist' && (
        <SurchargeGridView unit={record.pricelist?.unit ?? DEFAULT_SURCHARGE_UNIT} store={store} lookups={lookups} focusCell={focusCell} />
      )}
      {record.id && (
        <VersionsPanel
          routes={contract.versions}
          params={{ ...contract.mount, id: record.id }}
          area="surcharges"
          version={record.version ?? 1}
        />
      )}
      <ChangeLog logs={logs} />
    </>
  );
}

function SurchargePageBody({ mode }: { mode: FormMode }) {
  const { resource, record, options, logs, gridDefaults, fuelIndex } = useLoaderData<
    typeof surchargeViewLoader | typeof surchargeEditLoader | typeof surchargeNewLoader
  >();
  const timeZone = useTimeZone();
  // What a fuel-indexed percent is this month, shown under "Amount from".
  const hint = useMemo(() => fuelHint(fuelIndex, localTime(Date.now(), timeZone).day), [fuelIndex, timeZone]);
  const readOnly = mode === 'view';
  // The type decides the form's width (a price grid is wide); the form holds it too.
  const [type, setType] = useState<SurchargeType>(record.type ?? DEFAULT_SURCHARGE_TYPE);
  const store = useMemo(() => createGridStore(record.pricelist?.fare_groups, readOnly), [record, readOnly]);
  const lookups: GridLookups = useMemo(
    () => buildLookups(options.zones, options.transits, record.pricelist?.fare_groups ?? []),
    [options.zones, options.transits, record.pricelist],
  );
  const selects = useSelects({ options, record });

  return (
    <RecordForm<SurchargeValues>
      // A restored version (versions panel) reloads the record: the form starts again from it.
      key={record.version ?? 0}
      noun="surcharge"
      title={readOnly ? record.name : undefined}
      resource={resource}
      mode={mode}
      id={record.id}
      area="surcharges"
      viewActions={
        record.id ? (
          <ArchiveActions
            resource={resource}
            area="surcharges"
            record={{ id: record.id, name: record.name ?? '', archived_at: record.archived_at ?? null }}
          />
        ) : undefined
      }
      lead={
        mode === 'edit' && record.id ? (
          <WaitingForApproval recordType="surcharge" recordId={record.id} refreshKey={record.version} mb="md" />
        ) : undefined
      }
      maw={type === 'pricelist' ? 1600 : 720}
      initialValues={initialValues(record, gridDefaults)}
      validate={(v) => validateSurcharge(v, store)}
      confirmBeforeSave={confirmHighPercent}
      // An edit sends the version it loaded: a save made since is not overwritten (409, reload).
      toPayload={(v) => ({ ...toPayload(v, store), ...(mode === 'edit' ? { version: record.version } : {}) })}
      below={readOnly ? <SurchargeViewPanels record={record} logs={logs} store={store} lookups={lookups} /> : undefined}
    >
      {(form, ro) => (
        <SurchargeFields form={form} readOnly={ro} selects={selects} hint={hint} onType={setType} store={store} lookups={lookups} />
      )}
    </RecordForm>
  );
}

interface FieldsProps {
  form: SurchargeForm;
  readOnly: boolean;
  selects: Selects;
  /** This month's fuel-indexed percent, null without a fuel index. */
  hint: string | null;
  /** The type picked, for the form's width. */
  onType: (type: SurchargeType) => void;
  store: GridStore;
  lookups: GridLookups;
}

/** The fields, switching with the type. */
function SurchargeFields({ form, readOnly: ro, selects, hint, onType, store, lookups }: FieldsProps) {
  const current = form.values.type;
  const indexed = current === 'percentage' && form.values.amount_source === 'fuel_index';
  return (
    <>
      <AmountFields form={form} readOnly={ro} selects={selects} hint={hint} onType={onType} />
      <ConditionFields form={form} readOnly={ro} selects={selects} />
      {/* A fuel-indexed percent is one for every route: no zone conditions. */}
      {current !== 'pricelist' && !indexed && <ZoneConditions form={form} readOnly={ro} zones={selects.zones} />}
      {current === 'pricelist' && (
        <SurchargeGridFields form={form} readOnly={ro} conditions={selects.conditions} store={store} lookups={lookups} />
      )}
    </>
  );
}

/** An amount in a currency or a percent, its unit shown inside the field. */
function UnitInput({
  unit,
  ...props
}: { unit: string; label: string; withAsterisk?: boolean; readOnly: boolean } & ReturnType<SurchargeForm['getInputProps']>) {
  return (
    <DecimalInput
      suffix={unit}
      rightSection={
        <Text size="sm" c="dimmed">
          {unit}
        </Text>
      }
      rightSectionPointerEvents="none"
      rightSectionWidth={48}
      {...props}
    />
  );
}

/** Name, type, currency, where the amount comes from, the amount and its bounds. */
function AmountFields({ form, readOnly: ro, selects, hint, onType }: Omit<FieldsProps, 'store' | 'lookups'>) {
  const t = useT();
  const current = form.values.type;
  const indexed = current === 'percentage' && form.values.amount_source === 'fuel_index';
  const amountSuffix = current === 'percentage' ? '%' : form.values.currency;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm" maw={current === 'pricelist' && !ro ? 720 : undefined}>
      <TextField label={t('common.name')} withAsterisk={!ro} readOnly={ro} {...form.getInputProps('name')} />
      <SelectField
        label={t('common.type')}
        data={selects.types}
        readOnly={ro}
        allowDeselect={false}
        {...form.getInputProps('type')}
        onChange={(next) => {
          if (!isOneOf(SURCHARGE_TYPES, next)) return;
          form.setFieldValue('type', next);
          onType(next);
        }}
      />
      <SelectField
        label={t('common.currency')}
        data={[...CURRENCIES]}
        readOnly={ro}
        allowDeselect={false}
        {...form.getInputProps('currency')}
      />
      {current === 'percentage' && <AmountSourceField form={form} readOnly={ro} hint={hint} />}
      {current !== 'pricelist' && !indexed && (
        <UnitInput label={t('surcharges.amount')} withAsterisk={!ro} unit={amountSuffix} readOnly={ro} {...form.getInputProps('amount')} />
      )}
      {current === 'percentage' && (
        <>
          <UnitInput label={t('surcharges.minimum')} unit={form.values.currency} readOnly={ro} {...form.getInputProps('minimum_amount')} />
          <UnitInput label={t('surcharges.maximum')} unit={form.values.currency} readOnly={ro} {...form.getInputProps('maximum_amount')} />
        </>
      )}
    </SimpleGrid>
  );
}

/** "Amount from" of a percentage: a fixed percent or the fuel index, with this month's band under it. */
function AmountSourceField({ form, readOnly: ro, hint }: { form: SurchargeForm; readOnly: boolean; hint: string | null }) {
  const t = useT();
  const indexed = form.values.amount_source === 'fuel_index';
  const fuelNote: ReactNode = indexed ? (
    <>
      {hint ? t('surcharges.form.thisMonth', { hint }) : t('surcharges.form.noFuelIndex')} ·{' '}
      <Anchor component={Link} to="/surcharges/fuel-index" size="xs">
        {t('surcharges.fuelIndex')}
      </Anchor>
    </>
  ) : undefined;
  const amountSource = (
    <SelectField
      label={t('surcharges.form.amountFrom')}
      data={amountSourceOptions(t)}
      readOnly={ro}
      allowDeselect={false}
      {...form.getInputProps('amount_source')}
      onChange={(next) => isOneOf(AMOUNT_SOURCES, next) && form.setFieldValue('amount_source', next)}
      // The hint under the field: above it, it would push this select below the currency's.
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      description={fuelNote}
    />
  );
  if (!ro) return amountSource;
  // Read-only, the month's band stays with the field it explains.
  return (
    <Stack gap={4}>
      {amountSource}
      {fuelNote && (
        <Text size="xs" c="dimmed">
          {fuelNote}
        </Text>
      )}
    </Stack>
  );
}

/** Hidden in the freight line, the conditions, whether all are needed, and a percentage's dependencies. */
function ConditionFields({ form, readOnly: ro, selects }: { form: SurchargeForm; readOnly: boolean; selects: Selects }) {
  const t = useT();
  return (
    <>
      <SwitchField
        label={t('surcharges.form.hidden')}
        description={ro ? undefined : t('surcharges.form.hiddenHint')}
        readOnly={ro}
        {...form.getInputProps('hidden', { type: 'checkbox' })}
      />
      <PickMany
        label={t('surcharges.form.conditions')}
        description={t('surcharges.form.conditionsHint')}
        data={selects.conditions}
        readOnly={ro}
        hidePickedOptions
        placeholder={form.values.blocks.length ? undefined : ro ? t('surcharges.form.noConditions') : t('surcharges.form.pickConditions')}
        maw={720}
        {...form.getInputProps('blocks')}
        error={listError(form, 'blocks')}
      />
      <SwitchField
        label={t('surcharges.form.allConditions')}
        description={ro ? undefined : t('surcharges.form.allConditionsHint')}
        readOnly={ro}
        {...form.getInputProps('all_conditions_needed', { type: 'checkbox' })}
      />
      {form.values.type === 'percentage' && <DependenciesField form={form} readOnly={ro} selects={selects} />}
    </>
  );
}

/** The surcharges whose amounts add to a percentage's base. */
function DependenciesField({ form, readOnly: ro, selects }: { form: SurchargeForm; readOnly: boolean; selects: Selects }) {
  const t = useT();
  const offered = selects.dependencies.length > 0;
  return (
    <PickMany
      label={t('surcharges.form.dependencies')}
      description={t('surcharges.form.dependenciesHint')}
      data={selects.dependencies}
      readOnly={ro}
      hidePickedOptions
      maw={720}
      nothingFoundMessage={offered ? t('surcharges.nothingFound') : t('surcharges.form.createToDepend')}
      placeholder={
        form.values.dependencies.length
          ? undefined
          : ro
            ? t('surcharges.form.noDependencies')
            : offered
              ? t('surcharges.form.pickSurcharges')
              : t('surcharges.form.createToDepend')
      }
      {...form.getInputProps('dependencies')}
      error={listError(form, 'dependencies')}
    />
  );
}

/** The page, remounted per address so that its own state (the type) starts from the record again. */
export function SurchargePage({ mode }: { mode: FormMode }) {
  const location = useLocation();
  return <SurchargePageBody key={`${location.pathname}${location.search}`} mode={mode} />;
}
