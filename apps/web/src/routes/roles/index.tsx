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
import { PermissionButton } from '../../components/PermissionButton';
import { CheckboxField, SelectField, TextField } from '../../components/ReadOnlyField';
import { RecordForm } from '../../components/RecordForm';
import type { Column } from '../../components/RecordList';
import { schemaValidator } from '../../lib/forms';
import { canManageOwners } from '../../lib/permissions';
import { useUser } from '../../lib/session';
import { AREA_LABELS, LEVEL_COLORS, LEVEL_LABELS } from '../../lib/labels';
import { crudArea, type CrudFormProps } from '../../lib/crud-area';

const RESOURCE = 'roles';

function LevelBadge({ level }: { level: PermissionLevel }) {
  return (
    <Badge color={LEVEL_COLORS[level] ?? 'gray'} variant="light" size="sm">
      {LEVEL_LABELS[level] ?? level}
    </Badge>
  );
}

// ---- list -------------------------------------------------------------------------------------

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

// ---- the form -----------------------------------------------------------------------------------

type RoleValues = { name: string; calculator: boolean } & Record<PermissionArea, PermissionLevel>;

const NEW_ROLE: RoleValues = { name: '', ...uniformPermissions('write') };

const LEVEL_OPTIONS = PERMISSION_LEVELS.map((level) => ({ value: level, label: LEVEL_LABELS[level] })).reverse();

function RolePage({ mode, record }: CrudFormProps<typeof ROLE_ROUTES>) {
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

// ---- routes -------------------------------------------------------------------------------------

export const rolesRoutes = crudArea({
  routes: ROLE_ROUTES,
  path: RESOURCE,
  area: 'roles',
  noun: 'role',
  titles: { list: 'Error getting roles', new: 'Error creating role', record: 'Error getting role' },
  list: { title: 'Roles', columns: COLUMNS, newLabel: 'New role', emptyText: 'No roles', backTo: '/users' },
  Form: RolePage,
  copy: (base) => ({ ...base, name: `${base.name} (copy)` }),
  destroy: {
    refusalInPlace: true,
    text: (role) => <>Delete the role {role.name}? A role that users still hold cannot be deleted.</>,
  },
});
