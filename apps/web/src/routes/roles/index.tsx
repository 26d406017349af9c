/**
 * Roles of the signed-in carrier (permission area `roles`): the matrix list, new, view, edit and
 * destroy. Badges: write green, read yellow, none red.
 */
import { Badge, SimpleGrid } from '@mantine/core';
import {
  ROLE_ROUTES,
  PERMISSION_AREAS,
  PERMISSION_LEVELS,
  roleSchema,
  uniformPermissions,
  type PermissionArea,
  type PermissionLevel,
  type RoleAnswer,
} from '@freight/domain';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { DestroyConfirm } from '../../components/DestroyConfirm';
import { PermissionButton } from '../../components/PermissionButton';
import { CheckboxField, SelectField, TextField } from '../../components/ReadOnlyField';
import { RecordForm, type FormMode } from '../../components/RecordForm';
import { RecordList, type Column } from '../../components/RecordList';
import { schemaValidator } from '../../lib/forms';
import { canManageOwners } from '../../lib/permissions';
import { useUser } from '../../lib/session';
import { AREA_LABELS, LEVEL_COLORS, LEVEL_LABELS } from '../../lib/labels';
import { recordRoutes } from '../../lib/record-routes';
import { api } from '../../lib/client';
import { destroyAction, idParam, loadBase, listQuery } from '../../lib/records';

const RESOURCE = 'roles';

function LevelBadge({ level }: { level: PermissionLevel }) {
  return (
    <Badge color={LEVEL_COLORS[level] ?? 'gray'} variant="light" size="sm">
      {LEVEL_LABELS[level] ?? level}
    </Badge>
  );
}

// ---- list -------------------------------------------------------------------------------------

async function listLoader({ request }: LoaderFunctionArgs) {
  return api.read(ROLE_ROUTES.list, { query: listQuery(request) });
}

const COLUMNS: Column<RoleAnswer>[] = [
  { header: 'Name', render: (r) => r.name },
  {
    header: 'Calculator',
    render: (r) => (
      <Badge color={r.calculator ? 'green' : 'red'} variant="light" size="sm">
        {r.calculator ? 'Yes' : 'No'}
      </Badge>
    ),
  },
  ...PERMISSION_AREAS.map((area): Column<RoleAnswer> => ({ header: AREA_LABELS[area], render: (r) => <LevelBadge level={r[area]} /> })),
  { header: 'User count', render: (r) => r.user_count ?? '' },
];

function RolesList() {
  const { items, count } = useLoaderData<typeof listLoader>();
  return (
    <RecordList
      title="Roles"
      resource={RESOURCE}
      area="roles"
      items={items}
      count={count}
      columns={COLUMNS}
      newLabel="New role"
      emptyText="No roles"
      backTo="/users"
    />
  );
}

// ---- the form -----------------------------------------------------------------------------------

type RoleValues = { name: string; calculator: boolean } & Record<PermissionArea, PermissionLevel>;

const NEW_ROLE: RoleValues = { name: '', ...uniformPermissions('write') };

async function recordLoader({ params }: LoaderFunctionArgs) {
  return api.read(ROLE_ROUTES.get, { params: { id: idParam(params) } });
}

async function newLoader({ request }: LoaderFunctionArgs): Promise<Partial<RoleAnswer>> {
  const base = await loadBase(request, (id) => api.read(ROLE_ROUTES.get, { params: { id } }));
  return base ? { ...base, name: `${base.name} (copy)` } : {};
}

const LEVEL_OPTIONS = PERMISSION_LEVELS.map((level) => ({ value: level, label: LEVEL_LABELS[level] })).reverse();

function RolePage({ mode }: { mode: FormMode }) {
  const record = useLoaderData<typeof recordLoader | typeof newLoader>();
  const me = useUser();
  const initial: RoleValues = { ...NEW_ROLE };
  if (typeof record.name === 'string') initial.name = record.name;
  if (typeof record.calculator === 'boolean') initial.calculator = record.calculator;
  for (const area of PERMISSION_AREAS) if (record[area]) initial[area] = record[area];

  return (
    <RecordForm<RoleValues>
      noun="role"
      title={mode === 'view' ? record.name : undefined}
      resource={RESOURCE}
      mode={mode}
      id={record.id}
      area="roles"
      initialValues={initial}
      validate={schemaValidator(roleSchema)}
      viewActions={
        // The server refuses it to anyone but an Owner or an admin: not offered.
        (!record.owner || canManageOwners(me)) && (
          <PermissionButton area="roles" color="red" variant="light" to={`/roles/${record.id}/destroy`}>
            Delete role
          </PermissionButton>
        )
      }
    >
      {(form, readOnly) => (
        <>
          <TextField label="Name" withAsterisk={!readOnly} readOnly={readOnly} {...form.getInputProps('name')} />
          <CheckboxField
            label="Calculator"
            description="May use the price calculator"
            readOnly={readOnly}
            {...form.getInputProps('calculator', { type: 'checkbox' })}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {PERMISSION_AREAS.map((area) => (
              <SelectField
                key={area}
                label={AREA_LABELS[area]}
                data={LEVEL_OPTIONS}
                readOnly={readOnly}
                allowDeselect={false}
                {...form.getInputProps(area)}
              />
            ))}
          </SimpleGrid>
        </>
      )}
    </RecordForm>
  );
}

// ---- destroy ------------------------------------------------------------------------------------

function RoleDestroy() {
  const role = useLoaderData<typeof recordLoader>();
  return (
    <DestroyConfirm title="Delete role" backTo="/roles" confirmLabel="Delete role" recordName={role.name}>
      Delete the role {role.name}? A role that users still hold cannot be deleted.
    </DestroyConfirm>
  );
}

// ---- routes -------------------------------------------------------------------------------------

export const rolesRoutes = recordRoutes({
  path: 'roles',
  resource: RESOURCE,
  saves: {
    create: (body) => api.create(ROLE_ROUTES.create, { body }),
    update: (id, body) => api.update(ROLE_ROUTES.update, { params: { id }, body }),
  },
  listLoader,
  List: RolesList,
  newLoader,
  recordLoader,
  Page: RolePage,
  titles: { list: 'Error getting roles', new: 'Error creating role', record: 'Error getting role' },
  recordRoutes: [
    {
      path: 'destroy',
      loader: recordLoader,
      action: destroyAction(RESOURCE, (id) => api.remove(ROLE_ROUTES.delete, { params: { id } }, { refusalInPlace: true })),
      Component: RoleDestroy,
    },
  ],
});
