/**
 * Services (permission area `services`): list with name, code and pricelist count; new (?base=
 * copies), view and edit. A service has a code partners name it by, an optional Cargoson id and
 * blocks: conditions that must all hold for the service to be offered.
 */
import { CONDITION_ROUTES, SERVICE_ROUTES, describeCondition, serviceSchema, type Answer, type ConditionAnswer } from '@freight/domain';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { DestroyConfirm } from '../../components/DestroyConfirm';
import { PermissionButton } from '../../components/PermissionButton';
import { PickMany } from '../../components/PickMany';
import { NumberField, TextField } from '../../components/ReadOnlyField';
import { RecordForm, type FormMode } from '../../components/RecordForm';
import { RecordList, type Column } from '../../components/RecordList';
import { SearchFilter } from '../../components/SearchFilter';
import { schemaValidator } from '../../lib/forms';
import { recordRoutes } from '../../lib/record-routes';
import { api, type ListItem } from '../../lib/client';
import { destroyAction, idParam, loadBase, listQuery } from '../../lib/records';

const RESOURCE = 'services';

/** A service as GET /fe/services/{id} answers it, with its blocks. */
type ServiceRecord = Answer<typeof SERVICE_ROUTES.get>;

// ---- list -------------------------------------------------------------------------------------

async function listLoader({ request }: LoaderFunctionArgs) {
  return api.read(SERVICE_ROUTES.list, { query: listQuery(request, ['name', 'sort_by', 'dir']) });
}

const COLUMNS: Column<ListItem<typeof SERVICE_ROUTES.list>>[] = [
  { header: 'Name', render: (s) => s.name },
  { header: 'Code', render: (s) => s.code, width: 200 },
  { header: 'Pricelists', render: (s) => s.pricelist_count ?? 0, width: 120 },
];

function ServicesList() {
  const { items, count } = useLoaderData<typeof listLoader>();
  return (
    <RecordList
      title="Services"
      resource={RESOURCE}
      area="services"
      items={items}
      count={count}
      columns={COLUMNS}
      newLabel="New service"
      emptyText="No services"
      filters={<SearchFilter param="name" label="Search by name or code" />}
    />
  );
}

// ---- the form -----------------------------------------------------------------------------------

interface ServiceValues extends Record<string, unknown> {
  name: string;
  code: string;
  cargoson_id: number | string;
  /** Condition ids as the picker holds them. */
  blocks: string[];
}

interface ServiceFormData {
  record: Partial<ServiceRecord>;
  conditions: ConditionAnswer[];
}

async function recordLoader({ params }: LoaderFunctionArgs): Promise<ServiceFormData> {
  const [record, conditions] = await Promise.all([
    api.read(SERVICE_ROUTES.get, { params: { id: idParam(params) } }),
    api.options(CONDITION_ROUTES.options),
  ]);
  return { record, conditions };
}

async function newLoader({ request }: LoaderFunctionArgs): Promise<ServiceFormData> {
  const [base, conditions] = await Promise.all([
    loadBase(request, (id) => api.read(SERVICE_ROUTES.get, { params: { id } })),
    api.options(CONDITION_ROUTES.options),
  ]);
  if (!base) return { record: {}, conditions };
  const { pricelist_count: _count, ...copy } = base;
  return { record: copy, conditions };
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

function ServicePage({ mode }: { mode: FormMode }) {
  const { record, conditions } = useLoaderData<typeof recordLoader | typeof newLoader>();
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

// ---- destroy ------------------------------------------------------------------------------------

function ServiceDestroy() {
  const { record } = useLoaderData<typeof recordLoader>();
  return (
    <DestroyConfirm title="Delete service" backTo="/services" confirmLabel="Delete service" recordName={record.name}>
      Delete the service {record.name}? A service that a pricelist or a quote still names cannot be deleted.
    </DestroyConfirm>
  );
}

// ---- routes -------------------------------------------------------------------------------------

export const servicesRoutes = recordRoutes({
  path: 'services',
  resource: RESOURCE,
  saves: {
    create: (body) => api.create(SERVICE_ROUTES.create, { body }),
    update: (id, body) => api.update(SERVICE_ROUTES.update, { params: { id }, body }),
  },
  listLoader,
  List: ServicesList,
  newLoader,
  recordLoader,
  Page: ServicePage,
  titles: { list: 'Error getting service', new: 'Error creating service', record: 'Error getting service' },
  recordRoutes: [
    {
      path: 'destroy',
      loader: recordLoader,
      // A service in use is refused with its pricelists named and its quotes counted (409), shown on the page.
      action: destroyAction(RESOURCE, (id) => api.remove(SERVICE_ROUTES.delete, { params: { id } })),
      Component: ServiceDestroy,
    },
  ],
});
