/**
 * Users of the signed-in carrier (permission area `users`): list, new, view, edit, destroy, and
 * the two-factor setup at /users/two_factor.
 */
import { Alert, Badge, Button, Code, Group, Image, Paper, Stack, Text, TextInput } from '@mantine/core';
import { AUTH_ROUTES, ROLE_ROUTES, USER_ROUTES, TWO_FACTOR_CODE_LENGTH, hasLevel, userSchema, type Translate } from '@freight/domain';
import { IconListDetails, IconShieldCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { Form, Link, data, redirect, useActionData, useLoaderData, useNavigation, type ActionFunctionArgs } from 'react-router';
import { AreaError } from '../../components/ErrorScreens';
import { IssuesBanner } from '../../components/IssuesBanner';
import { PageHeader } from '../../components/PageHeader';
import { PermissionButton } from '../../components/PermissionButton';
import { SelectField, TextField } from '../../components/ReadOnlyField';
import { RecordForm } from '../../components/RecordForm';
import type { Column } from '../../components/RecordList';
import { SearchFilter } from '../../components/SearchFilter';
import { schemaValidator } from '../../lib/forms';
import { canManageOwners, levelOf } from '../../lib/permissions';
import { crudArea, type CrudFormProps } from '../../lib/crud-area';
import { t as translateNow, useT } from '../../lib/i18n';
import { api, type ListItem, type OptionItem } from '../../lib/client';
import type { ActionError } from '../../lib/records';
import { session, useUser } from '../../lib/session';
import { capitalise, toastSuccess } from '../../lib/toast';
import { SecurityLog, securityLogLoader } from './security-log';

const RESOURCE = 'users';

function UnconfirmedBadge({ user }: { user: { unverified?: boolean } }) {
  const t = useT();
  return user.unverified ? (
    <Badge color="orange" variant="light">
      {t('users.unconfirmed')}
    </Badge>
  ) : null;
}

// ---- list -------------------------------------------------------------------------------------

function columns(t: Translate): Column<ListItem<typeof USER_ROUTES.list>>[] {
  return [
    { header: t('common.name'), render: (u) => u.name },
    { header: t('users.email'), render: (u) => u.email },
    { header: t('users.role'), render: (u) => u.role_name ?? '' },
    { header: t('common.status'), render: (u) => <UnconfirmedBadge user={u} />, width: 140 },
  ];
}

/** The list's search by name. */
function UsersFilter() {
  const t = useT();
  return <SearchFilter param="name" label={t('users.list.search')} />;
}

/** What is about to go when a user is deleted. */
function DeleteUserText({ user }: { user: { name: string; email: string } }) {
  const t = useT();
  return <>{t('users.destroy.text', { name: user.name, email: user.email })}</>;
}

/** The list's buttons beside New: two-factor set-up, roles, the security log. */
function UsersActions() {
  const t = useT();
  const me = useUser();
  return (
    <>
      {!me.two_factor && (
        <Button component={Link} to="/users/two_factor" variant="light" leftSection={<IconShieldCheck size={16} />}>
          {t('users.add2fa')}
        </Button>
      )}
      {hasLevel(levelOf(me, 'roles'), 'read') && (
        <Button component={Link} to="/roles" variant="default">
          {t('users.roles.title')}
        </Button>
      )}
      <Button component={Link} to="/users/security_log" variant="default" leftSection={<IconListDetails size={16} aria-hidden />}>
        {t('users.securityLog.title')}
      </Button>
    </>
  );
}

// ---- the form -----------------------------------------------------------------------------------

interface UserValues extends Record<string, unknown> {
  name: string;
  email: string;
  phone: string;
  role_id: string | null;
}

type RoleOption = OptionItem<typeof ROLE_ROUTES.options>;

function UserPage({ mode, record, options: roles }: CrudFormProps<typeof USER_ROUTES, RoleOption[]>) {
  const t = useT();
  const me = useUser();
  const roleOptions = roles.map((r) => ({ value: String(r.id), label: r.name }));
  // A role the options do not list (no roles permission) still shows its name.
  if (record.role_id != null && !roleOptions.some((o) => o.value === String(record.role_id))) {
    roleOptions.push({ value: String(record.role_id), label: record.role_name ?? t('users.roleNumbered', { id: record.role_id }) });
  }
  return (
    <RecordForm<UserValues>
      noun="user"
      title={mode === 'view' ? record.name : undefined}
      resource={RESOURCE}
      mode={mode}
      id={record.id}
      area="users"
      initialValues={{
        name: record.name ?? '',
        email: record.email ?? '',
        phone: record.phone ?? '',
        role_id: record.role_id == null ? null : String(record.role_id),
      }}
      validate={schemaValidator(userSchema)}
      toPayload={(v) => ({ name: v.name.trim(), email: v.email.trim(), phone: v.phone.trim(), role_id: Number(v.role_id) })}
      viewActions={
        // The server refuses it to anyone but an Owner or an admin: not offered.
        (!record.owner || canManageOwners(me)) && (
          <PermissionButton area="users" color="red" variant="light" to={`/users/${record.id}/destroy`}>
            {t('common.delete')}
          </PermissionButton>
        )
      }
    >
      {(form, readOnly) => (
        <>
          {mode === 'view' && (
            <Group gap="xs">
              <UnconfirmedBadge user={record} />
              {record.two_factor && (
                <Badge color="green" variant="light">
                  {t('users.twoFactorOn')}
                </Badge>
              )}
            </Group>
          )}
          <TextField label={t('common.name')} withAsterisk={!readOnly} readOnly={readOnly} {...form.getInputProps('name')} />
          <TextField
            label={t('users.email')}
            withAsterisk={!readOnly}
            type="email"
            // Locked on edit (docs/product/domain.md §5 "User"): shown as text, not as a field that looks editable.
            readOnly={readOnly || mode === 'edit'}
            {...form.getInputProps('email')}
          />
          <TextField label={t('users.phone')} type="tel" readOnly={readOnly} {...form.getInputProps('phone')} />
          <SelectField
            label={t('users.role')}
            data={roleOptions}
            readOnly={readOnly}
            searchable
            nothingFoundMessage={t('users.nothingFound')}
            {...form.getInputProps('role_id')}
          />
        </>
      )}
    </RecordForm>
  );
}

// ---- two-factor ---------------------------------------------------------------------------------

type TwoFactorData = { enabled: true } | { enabled: false; image: string; secret: string };

/** GET /fe/two_factor: a new secret, or that two-factor sign-in is on already (also the portal's page). */
export async function twoFactorLoader(): Promise<TwoFactorData> {
  const result = await api.exchange(AUTH_ROUTES.startTwoFactor);
  if (!result.ok) {
    const { error } = result;
    if (error.code === 'UNAUTHORIZED') throw redirect('/login');
    // 'You already have Two Factor enabled!'
    if (error.code === 'CONFLICT') return { enabled: true };
    throw data(error, { status: result.status, statusText: error.message });
  }
  return { enabled: false, image: result.data.image, secret: result.data.secret };
}

/** The code confirmed (POST /fe/two_factor), then to `done` (the users list; the portal's own page). */
export function twoFactorActionTo(done: string) {
  return async ({ request }: ActionFunctionArgs): Promise<ActionError | Response> => twoFactorAction(request, done);
}

async function twoFactorAction(request: Request, done: string): Promise<ActionError | Response> {
  const form = await request.formData();
  const body = { secret: String(form.get('secret') ?? ''), code: String(form.get('code') ?? '').trim() };
  const result = await api.exchange(AUTH_ROUTES.enableTwoFactor, { body });
  if (!result.ok) {
    if (result.error.code === 'UNAUTHORIZED') throw redirect('/login');
    return { error: result.error };
  }
  session.setUser(result.data);
  toastSuccess(translateNow('users.twoFactor.done'));
  return redirect(done);
}

/** The set-up: the QR code and secret, and the code that confirms them. `backTo`: the page above it. */
export function TwoFactorPage({ backTo = '/users' }: { backTo?: string | null }) {
  const t = useT();
  const data = useLoaderData<typeof twoFactorLoader>();
  const actionData = useActionData<ReturnType<typeof twoFactorActionTo>>();
  const navigation = useNavigation();
  const [code, setCode] = useState('');

  // A wrong code is said once, under the field; an error about no field is the banner.
  const codeError = actionData?.error?.errors?.code;

  if (data.enabled) {
    return (
      <Stack gap={0}>
        <PageHeader title={t('users.twoFactor.title')} backTo={backTo ?? undefined} />
        <Alert color="blue" icon={<IconShieldCheck aria-hidden />} maw={560}>
          {t('users.twoFactor.already')}
        </Alert>
      </Stack>
    );
  }

  return (
    <Stack gap={0}>
      <PageHeader title={t('users.twoFactor.title')} backTo={backTo ?? undefined} />
      <Paper withBorder p="lg" radius="md" maw={560}>
        <Stack gap="sm">
          <Text>{t('users.twoFactor.intro')}</Text>
          {data.image && <Image src={data.image} alt={t('users.twoFactor.qrCode')} w={200} h={200} fit="contain" />}
          <Text size="sm">
            {t('users.twoFactor.secret')} <Code>{data.secret}</Code>
          </Text>
          {actionData?.error && !codeError && <IssuesBanner error={actionData.error} />}
          <Form method="post">
            <input type="hidden" name="secret" value={data.secret} />
            <Stack gap="sm">
              <TextInput
                label={t('common.code')}
                name="code"
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={TWO_FACTOR_CODE_LENGTH}
                value={code}
                onChange={(event) => setCode(event.currentTarget.value.replace(/\D/g, ''))}
                error={codeError ? capitalise(codeError) : undefined}
                maw={200}
              />
              <Group>
                <Button type="submit" disabled={code.length < TWO_FACTOR_CODE_LENGTH} loading={navigation.state === 'submitting'}>
                  {t('common.confirm')}
                </Button>
              </Group>
            </Stack>
          </Form>
        </Stack>
      </Paper>
    </Stack>
  );
}

// ---- routes -------------------------------------------------------------------------------------

export const usersRoutes = crudArea({
  routes: USER_ROUTES,
  path: RESOURCE,
  area: 'users',
  noun: 'user',
  titles: { list: 'users.error.list', new: 'users.error.new', record: 'users.error.record' },
  list: {
    title: 'users.list.title',
    columns,
    newLabel: 'users.list.new',
    emptyText: 'users.list.empty',
    pass: ['name'],
    actions: UsersActions,
    filters: () => <UsersFilter />,
  },
  Form: UserPage,
  options: () => api.options(ROLE_ROUTES.options),
  destroy: {
    confirmLabel: false,
    refusalInPlace: true,
    text: (user) => <DeleteUserText user={user} />,
  },
  extraRoutes: [
    {
      path: 'security_log',
      loader: securityLogLoader,
      Component: SecurityLog,
      ErrorBoundary: () => <AreaError title={translateNow('users.error.securityLog')} />,
    },
    {
      path: 'two_factor',
      loader: twoFactorLoader,
      action: twoFactorActionTo('/account'),
      Component: () => <TwoFactorPage backTo="/account" />,
      ErrorBoundary: () => <AreaError title={translateNow('users.error.twoFactor')} />,
    },
  ],
});
