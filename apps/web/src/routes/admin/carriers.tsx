/**
 * Admin carriers: list, new, view (with its users: add, delete, resend verification, pretend),
 * edit. The view's action also serves pretending from the quick search.
 */
import {
  Anchor,
  Badge,
  Button,
  Group,
  Paper,
  PasswordInput,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { modals } from '@mantine/modals';
import { countryName, DEFAULT_TIMEZONE, type SessionUser } from '@freight/domain';
import { IconUserShield } from '@tabler/icons-react';
import { useEffect } from 'react';
import {
  Link,
  redirect,
  useFetcher,
  useLoaderData,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
} from 'react-router';
import { IssuesBanner } from '../../components/IssuesBanner';
import { RecordForm, type FormMode } from '../../components/RecordForm';
import { RecordList, type Column } from '../../components/RecordList';
import { SearchFilter } from '../../components/SearchFilter';
import { deleteRecord, postAction, readOptions, readRecord, type ListAnswer } from '../../lib/api';
import { countryOptions, DEFAULT_COUNTRY } from '../../lib/countries';
import { showFormErrors } from '../../lib/forms';
import { recordRoutes } from '../../lib/record-routes';
import { idParam, loadBase, loadList, type ActionError } from '../../lib/records';
import { session } from '../../lib/session';
import { capitalise, toastError, toastSuccess, toastWarning } from '../../lib/toast';

const RESOURCE = 'admin/carriers';

export interface CarrierUser {
  id: number;
  name: string;
  email: string;
  role_id: number | null;
  role_name: string | null;
  unverified: boolean;
}

export interface CarrierRecord {
  id: number;
  name: string;
  country: string;
  email: string;
  phone: string;
  timezone: string;
  user_count?: number;
  users?: CarrierUser[];
}

// ---- list -------------------------------------------------------------------------------------

async function listLoader({ request }: LoaderFunctionArgs) {
  return loadList<CarrierRecord>(RESOURCE, request, ['carrier', 'sort_by', 'dir']);
}

const COLUMNS: Column<CarrierRecord>[] = [
  { header: 'Name', render: (c) => c.name },
  { header: 'Country', render: (c) => countryName(c.country) },
  { header: 'Email', render: (c) => c.email },
  { header: 'Phone', render: (c) => c.phone },
  { header: 'Users', render: (c) => c.user_count ?? '', width: 80 },
];

function CarriersList() {
  const { items, count } = useLoaderData() as ListAnswer<CarrierRecord>;
  return (
    <RecordList
      title="Carriers"
      resource={RESOURCE}
      items={items}
      count={count}
      columns={COLUMNS}
      newLabel="New carrier"
      emptyText="No carriers"
      filters={<SearchFilter param="carrier" label="Search carriers" />}
    />
  );
}

// ---- the form -----------------------------------------------------------------------------------

interface CarrierValues extends Record<string, unknown> {
  name: string;
  country: string | null;
  email: string;
  phone: string;
  timezone: string | null;
}

function timezoneOptions(): string[] {
  try {
    return Intl.supportedValuesOf('timeZone');
  } catch {
    return [DEFAULT_TIMEZONE];
  }
}

function validateCarrier(values: CarrierValues): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!values.name.trim()) errors.name = 'Is required';
  if (!values.country) errors.country = 'Is required';
  if (values.email.trim() && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.email.trim())) {
    errors.email = 'Must be a valid e-mail address';
  }
  if (!values.timezone) errors.timezone = 'Is required';
  return errors;
}

async function recordLoader({ params }: LoaderFunctionArgs): Promise<CarrierRecord> {
  return readRecord<CarrierRecord>(`${RESOURCE}/${idParam(params)}`);
}

async function newLoader({ request }: LoaderFunctionArgs): Promise<Partial<CarrierRecord>> {
  const base = await loadBase<CarrierRecord>(RESOURCE, request);
  if (!base) return {};
  const { users: _users, user_count: _count, ...copy } = base;
  return copy;
}

function CarrierPage({ mode }: { mode: FormMode }) {
  const record = useLoaderData() as Partial<CarrierRecord>;
  const countries = countryOptions();
  const timezones = timezoneOptions();
  return (
    <RecordForm<CarrierValues>
      noun="carrier"
      title={mode === 'view' ? record.name : undefined}
      resource={RESOURCE}
      mode={mode}
      id={record.id}
      initialValues={{
        name: record.name ?? '',
        country: record.country ?? DEFAULT_COUNTRY,
        email: record.email ?? '',
        phone: record.phone ?? '',
        timezone: record.timezone ?? DEFAULT_TIMEZONE,
      }}
      validate={validateCarrier}
      toPayload={(v) => ({ ...v, name: v.name.trim(), email: v.email.trim(), phone: v.phone.trim() })}
      viewActions={
        record.id ? (
          <>
            <Button variant="default" component={Link} to={`/${RESOURCE}/${record.id}/surcharges`}>
              Surcharges
            </Button>
            <PretendButton carrierId={record.id} />
          </>
        ) : null
      }
      below={mode === 'view' && record.id ? <CarrierUsers carrier={record as CarrierRecord} /> : null}
    >
      {(form, readOnly) => (
        <>
          <TextInput label="Name" readOnly={readOnly} {...form.getInputProps('name')} />
          <Select
            label="Country"
            data={countries}
            searchable
            readOnly={readOnly}
            nothingFoundMessage="Nothing found"
            {...form.getInputProps('country')}
          />
          <TextInput label="Email" type="email" readOnly={readOnly} {...form.getInputProps('email')} />
          <TextInput label="Phone" type="tel" readOnly={readOnly} {...form.getInputProps('phone')} />
          <Select
            label="Timezone"
            data={timezones}
            searchable
            readOnly={readOnly}
            nothingFoundMessage="Nothing found"
            {...form.getInputProps('timezone')}
          />
        </>
      )}
    </RecordForm>
  );
}

// ---- the view's actions ------------------------------------------------------------------------

type CarrierIntent =
  | { intent: 'pretend'; user?: number | null }
  | { intent: 'add_user'; name: string; email: string; phone: string; role_id: number; password?: string }
  | { intent: 'delete_user'; user: number }
  | { intent: 'resend'; user: number };

interface CarrierActionResult {
  ok?: boolean;
  intent?: CarrierIntent['intent'];
  error?: ActionError['error'];
}

/** POST /admin/carriers/{id} with an intent: pretend, add_user, delete_user or resend. */
async function viewAction({ request, params }: ActionFunctionArgs): Promise<CarrierActionResult | Response> {
  const id = idParam(params);
  const body = (await request.json()) as CarrierIntent;
  switch (body.intent) {
    case 'pretend': {
      const user = await readRecord<SessionUser>(`${RESOURCE}/${id}/pretend`, { user: body.user ?? undefined });
      session.setUser(user);
      toastSuccess(`Pretending as ${user.company ?? 'the carrier'}`);
      return redirect('/');
    }
    case 'add_user': {
      const { intent: _intent, ...payload } = body;
      if (!payload.password) delete payload.password;
      const result = await postAction<{ id: number }>(`${RESOURCE}/${id}/user`, payload);
      if (!result.ok) return { intent: body.intent, error: result.error };
      toastSuccess();
      return { ok: true, intent: body.intent };
    }
    case 'delete_user': {
      const result = await deleteRecord(`${RESOURCE}/${id}/users/${encodeURIComponent(body.user)}`);
      if (!result.ok) return { intent: body.intent, error: result.error };
      toastSuccess();
      return { ok: true, intent: body.intent };
    }
    case 'resend': {
      const result = await postAction(`admin/users/${encodeURIComponent(body.user)}`);
      if (!result.ok) return { intent: body.intent, error: result.error };
      toastSuccess('The verification e-mail has been sent');
      return { ok: true, intent: body.intent };
    }
    default:
      return { error: { code: 'BAD_REQUEST', message: 'Unknown action' } };
  }
}

/** 'Pretend': act as the carrier (its first user) or as one given user. */
export function PretendButton({
  carrierId,
  userId,
  label = 'Pretend',
  ariaLabel,
}: {
  carrierId: number;
  userId?: number;
  label?: string;
  ariaLabel?: string;
}) {
  const fetcher = useFetcher<CarrierActionResult>();
  return (
    <Button
      variant="light"
      color="orange"
      size={userId ? 'xs' : 'sm'}
      aria-label={ariaLabel}
      leftSection={<IconUserShield size={16} aria-hidden />}
      loading={fetcher.state !== 'idle'}
      onClick={() =>
        fetcher.submit(
          { intent: 'pretend', user: userId ?? null },
          { method: 'post', encType: 'application/json', action: `/admin/carriers/${carrierId}?index` },
        )
      }
    >
      {label}
    </Button>
  );
}

interface NewUserValues {
  name: string;
  email: string;
  phone: string;
  role_id: string | null;
  password: string;
}

function AddUserForm({ carrierId }: { carrierId: number }) {
  const fetcher = useFetcher<CarrierActionResult>();
  const roles = useFetcher<Array<{ id: number; name: string }>>();
  const form = useForm<NewUserValues>({
    mode: 'controlled',
    initialValues: { name: '', email: '', phone: '', role_id: null, password: '' },
    validate: {
      name: (v) => (v.trim() ? null : 'Is required'),
      email: (v) => (/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v.trim()) ? null : 'Must be a valid e-mail address'),
      role_id: (v) => (v ? null : 'Is required'),
      password: (v) => (!v || v.length >= 8 ? null : 'Must be at least 8 characters'),
    },
  });

  useEffect(() => {
    if (roles.state === 'idle' && !roles.data) roles.load(`/admin/carriers/${carrierId}/roles`);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [carrierId]);

  const result = fetcher.data;
  useEffect(() => {
    if (fetcher.state !== 'idle' || !result || result.intent !== 'add_user') return;
    if (result.ok) form.reset();
    else if (result.error) showFormErrors(form, result.error);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [result, fetcher.state]);

  const roleOptions = (roles.data ?? []).map((r) => ({ value: String(r.id), label: r.name }));

  return (
    <Paper withBorder p="lg" radius="md" maw={720}>
      <Title order={2} size="h4" mb="sm">
        Add user
      </Title>
      {result?.intent === 'add_user' && result.error && (
        <IssuesBanner error={{ ...result.error, message: `Failed to create the user: ${capitalise(result.error.message)}` }} />
      )}
      <form
        noValidate
        onSubmit={form.onSubmit(
          (v) =>
            fetcher.submit(
              {
                intent: 'add_user',
                name: v.name.trim(),
                email: v.email.trim(),
                phone: v.phone.trim(),
                role_id: Number(v.role_id),
                password: v.password,
              },
              { method: 'post', encType: 'application/json' },
            ),
          () => toastWarning(),
        )}
      >
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label="User name" {...form.getInputProps('name')} />
          <TextInput label="User e-mail" type="email" {...form.getInputProps('email')} />
          <TextInput label="User phone" type="tel" {...form.getInputProps('phone')} />
          <Select label="User role" data={roleOptions} nothingFoundMessage="Nothing found" {...form.getInputProps('role_id')} />
          <PasswordInput
            label="User password"
            description="Leave empty to e-mail a verification link instead"
            autoComplete="new-password"
            {...form.getInputProps('password')}
          />
        </SimpleGrid>
        <Group justify="flex-end" mt="md">
          <Button type="submit" loading={fetcher.state !== 'idle'}>
            Add user
          </Button>
        </Group>
      </form>
    </Paper>
  );
}

function UserRowActions({ carrierId, user }: { carrierId: number; user: CarrierUser }) {
  const fetcher = useFetcher<CarrierActionResult>();
  const busy = fetcher.state !== 'idle';
  useEffect(() => {
    if (fetcher.state === 'idle' && fetcher.data?.error) toastError(fetcher.data.error.message);
  }, [fetcher.state, fetcher.data]);
  const send = (intent: 'delete_user' | 'resend') =>
    fetcher.submit({ intent, user: user.id }, { method: 'post', encType: 'application/json' });
  return (
    <Group gap="xs" wrap="nowrap" justify="flex-end">
      <PretendButton carrierId={carrierId} userId={user.id} label="Pretend" ariaLabel={`Pretend as ${user.name}`} />
      {user.unverified && (
        <Button size="xs" variant="default" loading={busy} onClick={() => send('resend')}>
          Resend verification
        </Button>
      )}
      <Button
        size="xs"
        color="red"
        variant="light"
        loading={busy}
        onClick={() =>
          modals.openConfirmModal({
            title: 'Delete user',
            children: <Text size="sm">Delete {user.name} ({user.email}) from this carrier?</Text>,
            labels: { confirm: 'Delete', cancel: 'Cancel' },
            confirmProps: { color: 'red' },
            onConfirm: () => send('delete_user'),
          })
        }
      >
        Delete
      </Button>
    </Group>
  );
}

function CarrierUsers({ carrier }: { carrier: CarrierRecord }) {
  const users = carrier.users ?? [];
  return (
    <Stack gap="md">
      <Paper withBorder radius="md">
        <Group justify="space-between" p="md" pb={0}>
          <Title order={2} size="h4">
            Users
          </Title>
        </Group>
        {users.length === 0 ? (
          <Text c="dimmed" p="md">
            No users yet
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={640}>
            <Table verticalSpacing="sm" striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Name</Table.Th>
                  <Table.Th>Email</Table.Th>
                  <Table.Th>Role</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {users.map((user) => (
                  <Table.Tr key={user.id}>
                    <Table.Td>{user.name}</Table.Td>
                    <Table.Td>
                      <Anchor href={`mailto:${user.email}`} size="sm">
                        {user.email}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>{user.role_name ?? ''}</Table.Td>
                    <Table.Td>
                      {user.unverified && (
                        <Badge color="orange" variant="light">
                          Unconfirmed
                        </Badge>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <UserRowActions carrierId={carrier.id} user={user} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Paper>
      <AddUserForm carrierId={carrier.id} />
    </Stack>
  );
}

/** GET /fe/admin/carriers/{id}/roles for the add-user form. */
async function rolesLoader({ params }: LoaderFunctionArgs) {
  return readOptions<{ id: number; name: string }>(`${RESOURCE}/${idParam(params)}/roles`);
}

// ---- routes -------------------------------------------------------------------------------------

export const carriersRoutes = recordRoutes({
  path: 'carriers',
  resource: RESOURCE,
  listLoader,
  List: CarriersList,
  newLoader,
  recordLoader,
  viewAction,
  Page: CarrierPage,
  titles: { list: 'Error getting carriers', new: 'Error creating carrier', record: 'Error getting carrier' },
  recordRoutes: [{ path: 'roles', loader: rolesLoader }],
});
