/**
 * Services (permission area `services`): list with name, code and pricelist count; new (?base=
 * copies), view and edit. A service has a code partners name it by, an optional Cargoson id and
 * blocks: conditions that must all hold for the service to be offered.
 */
import { CONDITION_ROUTES, SERVICE_ROUTES, describeCondition, serviceSchema, type ConditionAnswer } from '@freight/domain';
import { PermissionButton } from '../../components/PermissionButton';
import { PickMany } from '../../components/PickMany';
import { NumberField, TextField } from '../../components/ReadOnlyField';
import { RecordForm } from '../../components/RecordForm';
import type { Column } from '../../components/RecordList';
import { SearchFilter } from '../../components/SearchFilter';
import { schemaValidator } from '../../lib/forms';
import { crudArea, type CrudFormProps } from '../../lib/crud-area';
import { api, type ListItem } from '../../lib/client';

const RESOURCE = 'services';

// ---- list -------------------------------------------------------------------------------------

const COLUMNS: Column<ListItem<typeof SERVICE_ROUTES.list>>[] = [
  { header: 'Name', render: (s) => s.name },
  { header: 'Code', render: (s) => s.code, width: 200 },
  { header: 'Pricelists', render: (s) => s.pricelist_count ?? 0, width: 120 },
];

// ---- the form -----------------------------------------------------------------------------------

interface ServiceValues extends Record<string, unknown> {
  name: string;
  code: string;
  cargoson_id: number | string;
  /** Condition ids as the picker holds them. */
  blocks: string[];
}

function toPayload(v: ServiceValues) {
  return {
    name: v.name.trim(),
    code: v.code.trim(),
    cargoson_id: v.cargoson_id === '' ? null : Number(v.cargoson_id),
    blocks: v.blocks.map(Number),
  };
}

const checkService = schemaValidator(serviceSchema);

function ServicePage({ mode, record, options: conditions }: CrudFormProps<typeof SERVICE_ROUTES, ConditionAnswer[]>) {
  // The record's own blocks are options too (read without the conditions permission).
  const known = new Map<number, ConditionAnswer>();
  for (const c of [...(record.blocks ?? []), ...conditions]) known.set(c.id, c);
  const blockOptions = [...known.values()].map((c) => ({ value: String(c.id), label: describeCondition(c) }));
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
      }}
      validate={(v) => checkService(toPayload(v))}
      toPayload={toPayload}
      viewActions={
        <PermissionButton area="services" color="red" variant="light" to={`/services/${record.id}/destroy`}>
          Delete service
        </PermissionButton>
      }
    >
      {(form, readOnly) => (
        <>
          <TextField label="Name" withAsterisk={!readOnly} readOnly={readOnly} {...form.getInputProps('name')} />
          <TextField label="Code" withAsterisk={!readOnly} readOnly={readOnly} {...form.getInputProps('code')} />
          <NumberField
            label="Cargoson ID"
            allowDecimal={false}
            allowNegative={false}
            readOnly={readOnly}
            {...form.getInputProps('cargoson_id')}
          />
          <PickMany
            label="Conditions"
            description="Conditions that must all hold for the service to be offered"
            data={blockOptions}
            readOnly={readOnly}
            hidePickedOptions
            placeholder={form.values.blocks.length || readOnly ? undefined : 'Pick conditions'}
            {...form.getInputProps('blocks')}
            error={form.errors.blocks ?? Object.entries(form.errors).find(([key]) => key.startsWith('blocks.'))?.[1] ?? undefined}
          />
        </>
      )}
    </RecordForm>
  );
}

// ---- routes -------------------------------------------------------------------------------------

export const servicesRoutes = crudArea({
  routes: SERVICE_ROUTES,
  path: RESOURCE,
  area: 'services',
  noun: 'service',
  titles: { list: 'Error getting service', new: 'Error creating service', record: 'Error getting service' },
  list: {
    title: 'Services',
    columns: COLUMNS,
    newLabel: 'New service',
    emptyText: 'No services',
    pass: ['name', 'sort_by', 'dir'],
    filters: () => <SearchFilter param="name" label="Search by name or code" />,
  },
  Form: ServicePage,
  options: () => api.options(CONDITION_ROUTES.options),
  copy: ({ pricelist_count: _count, ...copy }) => copy,
  destroy: {
    // A service in use is refused with its pricelists named and its quotes counted (409), shown on the page.
    text: (record) => <>Delete the service {record.name}? A service that a pricelist or a quote still names cannot be deleted.</>,
  },
});
