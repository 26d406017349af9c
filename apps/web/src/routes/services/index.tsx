/**
 * Services (permission area `services`): list with name, code and pricelist count; new (?base=
 * copies), view and edit. A service has a code partners name it by, an optional Cargoson id,
 * blocks (conditions that must all hold for the service to be offered) and what it drives for its
 * emissions: a GLEC road vehicle category, its fuel and optionally the carrier's measured factor.
 */
import { Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import {
  CONDITION_ROUTES,
  ROAD_FUELS,
  ROAD_VEHICLES,
  SERVICE_ROUTES,
  describeCondition,
  serviceSchema,
  type ConditionAnswer,
  type Translate,
} from '@freight/domain';
import { PermissionButton } from '../../components/PermissionButton';
import { PickMany } from '../../components/PickMany';
import { NumberField, SelectField, TextField } from '../../components/ReadOnlyField';
import { RecordForm } from '../../components/RecordForm';
import type { Column } from '../../components/RecordList';
import { SearchFilter } from '../../components/SearchFilter';
import { schemaValidator } from '../../lib/forms';
import { crudArea, type CrudFormProps } from '../../lib/crud-area';
import { api, type ListItem } from '../../lib/client';
import { useLanguage, useT } from '../../lib/i18n';

const RESOURCE = 'services';

// ---- list -------------------------------------------------------------------------------------

function columns(t: Translate): Column<ListItem<typeof SERVICE_ROUTES.list>>[] {
  return [
    { header: t('common.name'), render: (s) => s.name },
    { header: t('common.code'), render: (s) => s.code, width: 200 },
    { header: t('setup.services.pricelists'), render: (s) => s.pricelist_count ?? 0, width: 120 },
  ];
}

// ---- the form -----------------------------------------------------------------------------------

interface ServiceValues extends Record<string, unknown> {
  name: string;
  code: string;
  cargoson_id: number | string;
  /** Condition ids as the picker holds them. */
  blocks: string[];
  /** A ROAD_VEHICLES code, '' for none. */
  vehicle: string;
  fuel: string;
  /** g CO2e per tonne-km as typed ("62,5"); '' for the default of the vehicle. */
  emission_factor: string;
}

function toPayload(v: ServiceValues) {
  return {
    name: v.name.trim(),
    code: v.code.trim(),
    cargoson_id: v.cargoson_id === '' ? null : Number(v.cargoson_id),
    blocks: v.blocks.map(Number),
    vehicle: v.vehicle === '' ? null : v.vehicle,
    fuel: v.fuel,
    emission_factor: v.emission_factor.trim() === '' ? null : v.emission_factor.trim(),
  };
}

const checkService = schemaValidator(serviceSchema);

function ServicePage({ mode, record, options: conditions }: CrudFormProps<typeof SERVICE_ROUTES, ConditionAnswer[]>) {
  const t = useT();
  // The record's own blocks are options too (read without the conditions permission).
  const known = new Map<number, ConditionAnswer>();
  for (const c of [...(record.blocks ?? []), ...conditions]) known.set(c.id, c);
  const language = useLanguage();
  const blockOptions = [...known.values()].map((c) => ({ value: String(c.id), label: describeCondition(c, language) }));
  return (
    <RecordForm<ServiceValues>
      noun="service"
      title={mode === 'view' ? record.name : undefined}
      resource={RESOURCE}
      mode={mode}
      id={record.id}
      area="services"
      initialValues={{
        name: record.name ?? '',
        code: record.code ?? '',
        cargoson_id: record.cargoson_id ?? '',
        blocks: (record.blocks ?? []).map((b) => String(b.id)),
        vehicle: record.vehicle ?? '',
        fuel: record.fuel ?? 'diesel',
        emission_factor: record.emission_factor === null || record.emission_factor === undefined ? '' : String(record.emission_factor),
      }}
      validate={(v) => checkService(toPayload(v))}
      toPayload={toPayload}
      viewActions={
        <PermissionButton area="services" color="red" variant="light" to={`/services/${record.id}/destroy`}>
          {t('setup.services.delete')}
        </PermissionButton>
      }
    >
      {(form, readOnly) => (
        <>
          <TextField label={t('common.name')} withAsterisk={!readOnly} readOnly={readOnly} {...form.getInputProps('name')} />
          <TextField label={t('common.code')} withAsterisk={!readOnly} readOnly={readOnly} {...form.getInputProps('code')} />
          <NumberField
            label={t('setup.services.cargosonId')}
            allowDecimal={false}
            allowNegative={false}
            readOnly={readOnly}
            {...form.getInputProps('cargoson_id')}
          />
          <PickMany
            label={t('setup.services.conditions')}
            description={t('setup.services.conditionsHint')}
            data={blockOptions}
            readOnly={readOnly}
            hidePickedOptions
            placeholder={form.values.blocks.length || readOnly ? undefined : t('setup.services.pickConditions')}
            {...form.getInputProps('blocks')}
            error={form.errors.blocks ?? Object.entries(form.errors).find(([key]) => key.startsWith('blocks.'))?.[1] ?? undefined}
          />
          <EmissionFields form={form} readOnly={readOnly} />
        </>
      )}
    </RecordForm>
  );
}

/** What the service drives, for its emissions: the GLEC vehicle category, its fuel, the carrier's measured factor. */
function EmissionFields({ form, readOnly }: { form: UseFormReturnType<ServiceValues>; readOnly: boolean }) {
  const t = useT();
  const vehicles = [
    { value: '', label: t('services.emissions.noVehicle') },
    ...ROAD_VEHICLES.map((vehicle) => ({ value: vehicle, label: t(`vehicle.${vehicle}`) })),
  ];
  const fuels = ROAD_FUELS.map((fuel) => ({ value: fuel, label: t(`fuel.${fuel}`) }));
  return (
    <>
      <Title order={2} size="h5" mt="sm">
        {t('services.emissions.title')}
      </Title>
      <SelectField
        label={t('services.emissions.vehicle')}
        description={readOnly ? undefined : t('services.emissions.vehicleHint')}
        data={vehicles}
        readOnly={readOnly}
        allowDeselect={false}
        {...form.getInputProps('vehicle')}
      />
      <SelectField
        label={t('services.emissions.fuel')}
        data={fuels}
        readOnly={readOnly}
        allowDeselect={false}
        {...form.getInputProps('fuel')}
      />
      <TextField
        label={t('services.emissions.factor')}
        description={readOnly ? undefined : t('services.emissions.factorHint')}
        inputMode="decimal"
        autoComplete="off"
        rightSection={readOnly ? undefined : t('services.emissions.factorUnit')}
        rightSectionWidth={112}
        readOnly={readOnly}
        {...form.getInputProps('emission_factor')}
      />
    </>
  );
}

/** The name search above the list. */
function ServiceSearch() {
  const t = useT();
  return <SearchFilter param="name" label={t('setup.services.search')} />;
}

/** What the destroy page asks. */
function DestroyText({ name }: { name: string }) {
  const t = useT();
  return <>{t('setup.services.destroy', { name })}</>;
}

// ---- routes -------------------------------------------------------------------------------------

export const servicesRoutes = crudArea({
  routes: SERVICE_ROUTES,
  path: RESOURCE,
  area: 'services',
  noun: 'service',
  titles: { list: 'setup.services.errorGetting', new: 'setup.services.errorCreating', record: 'setup.services.errorGetting' },
  list: {
    title: 'setup.services.title',
    columns,
    newLabel: 'setup.services.new',
    emptyText: 'setup.services.empty',
    pass: ['name', 'sort_by', 'dir'],
    filters: () => <ServiceSearch />,
  },
  Form: ServicePage,
  options: () => api.options(CONDITION_ROUTES.options),
  copy: ({ pricelist_count: _count, ...copy }) => copy,
  destroy: {
    // A service in use is refused with its pricelists named and its quotes counted (409), shown on the page.
    text: (record) => <DestroyText name={record.name} />,
  },
});
