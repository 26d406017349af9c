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
  type MessageKey,
  type RoleAnswer,
  type Translate,
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
import { t as translateNow, useT } from '../../lib/i18n';

const RESOURCE = 'roles';

function LevelBadge({ level }: { level: PermissionLevel }) {
  const t = useT();
  // A level the labels do not know is shown as it came.
  const label = LEVEL_LABELS[level] as MessageKey | undefined;
  return (
    <Badge color={LEVEL_COLORS[level] ?? 'gray'} variant="light" size="sm">
      {label ? t(label) : level}
    </Badge>
  );
}

// ---- list -------------------------------------------------------------------------------------

function columns(t: Translate): Column<RoleAnswer>[] {
  return [
    { header: t('common.name'), render: (r) => r.name },
    {
      header: t('users.roles.calculator'),
      render: (r) => (
        <Badge color={r.calculator ? 'green' : 'red'} variant="light" size="sm">
          {t(r.calculator ? 'common.yes' : 'common.no')}
        </Badge>
      ),
    },
    ...PERMISSION_AREAS.map((area): Column<RoleAnswer> => ({
      header: t(AREA_LABELS[area]),
      render: (r) => <LevelBadge level={r[area]} />,
    })),
    { header: t('users.roles.userCount'), render: (r) => r.user_count ?? '' },
  ];
}

/** What is about to go when a role is deleted. */
function DeleteRoleText({ name }: { name: string }) {
  const t = useT();
  return <>{t('users.roles.destroy.text', { name })}</>;
}

// ---- the form -----------------------------------------------------------------------------------

type RoleValues = { name: string; calculator: boolean } & Record<PermissionArea, PermissionLevel>;

const NEW_ROLE: RoleValues = { name: '', ...uniformPermissions('write') };

/** The level options, write first, in the reader's language. */
function levelOptions(t: Translate) {
  return PERMISSION_LEVELS.map((level) => ({ value: level, label: t(LEVEL_LABELS[level]) })).reverse();
}

function RolePage({ mode, record }: CrudFormProps<typeof ROLE_ROUTES>) {
  const t = useT();
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
            {t('users.roles.delete')}
          </PermissionButton>
        )
      }
    >
      {(form, readOnly) => (
        <>
          <TextField label={t('common.name')} withAsterisk={!readOnly} readOnly={readOnly} {...form.getInputProps('name')} />
          <CheckboxField
            label={t('users.roles.calculator')}
            description={t('users.roles.calculatorDescription')}
            readOnly={readOnly}
            {...form.getInputProps('calculator', { type: 'checkbox' })}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {PERMISSION_AREAS.map((area) => (
              <SelectField
                key={area}
                label={t(AREA_LABELS[area])}
                data={levelOptions(t)}
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
  titles: { list: 'users.roles.error.list', new: 'users.roles.error.new', record: 'users.roles.error.record' },
  list: { title: 'users.roles.title', columns, newLabel: 'users.roles.new', emptyText: 'users.roles.empty', backTo: '/users' },
  Form: RolePage,
  // The copy's name in the language of the person copying.
  copy: (base) => ({ ...base, name: translateNow('users.roles.copyName', { name: base.name }) }),
  destroy: {
    refusalInPlace: true,
    text: (role) => <DeleteRoleText name={role.name} />,
  },
});
