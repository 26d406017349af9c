/** The users of a carrier on its view: the table with each user's actions, and the add-user form. */
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
import { ADMIN_ROUTES, isEmailAddress, isPhoneNumber, type Translate } from '@freight/domain';
import { modals } from '@mantine/modals';
import { useEffect } from 'react';
import { useFetcher, type LoaderFunctionArgs } from 'react-router';
import { IssuesBanner } from '../../../components/IssuesBanner';
import { api } from '../../../lib/client';
import { showFormErrors } from '../../../lib/forms';
import { useT } from '../../../lib/i18n';
import { idParam } from '../../../lib/records';
import { capitalise, toastError, toastWarning } from '../../../lib/toast';
import { PretendButton, type carrierViewAction } from './actions';
import type { CarrierUser } from './record';

interface NewUserValues {
  name: string;
  email: string;
  phone: string;
  role_id: string | null;
  password: string;
}

/** The add-user form's checks, in the screen's language. */
function newUserRules(t: Translate) {
  return {
    name: (v: string) => (v.trim() ? null : t('admin.required')),
    email: (v: string) => (isEmailAddress(v) ? null : t('admin.invalidEmail')),
    phone: (v: string) => (!v.trim() || isPhoneNumber(v.trim()) ? null : t('admin.invalidPhone')),
    role_id: (v: string | null) => (v ? null : t('admin.required')),
    password: (v: string) => (!v || v.length >= 8 ? null : t('admin.users.passwordShort')),
  };
}

/** Adds a user to the carrier: name, e-mail, phone, role, and a password or a verification e-mail. */
function AddUserForm({ carrierId }: { carrierId: number }) {
  const t = useT();
  const fetcher = useFetcher<typeof carrierViewAction>();
  const roles = useFetcher<typeof carrierRolesLoader>();
  const form = useForm<NewUserValues>({
    mode: 'controlled',
    initialValues: { name: '', email: '', phone: '', role_id: null, password: '' },
    validate: newUserRules(t),
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
        {t('admin.users.add')}
      </Title>
      {result?.intent === 'add_user' && result.error && (
        <IssuesBanner error={{ ...result.error, message: t('admin.users.addFailed', { reason: capitalise(result.error.message) }) }} />
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
          <TextInput label={t('admin.users.name')} {...form.getInputProps('name')} />
          <TextInput label={t('admin.users.email')} type="email" {...form.getInputProps('email')} />
          <TextInput label={t('admin.users.phone')} type="tel" {...form.getInputProps('phone')} />
          <Select
            label={t('admin.users.role')}
            data={roleOptions}
            nothingFoundMessage={t('admin.nothingFound')}
            {...form.getInputProps('role_id')}
          />
          <PasswordInput
            label={t('admin.users.password')}
            description={t('admin.users.passwordHint')}
            autoComplete="new-password"
            {...form.getInputProps('password')}
          />
        </SimpleGrid>
        <Group justify="flex-end" mt="md">
          <Button type="submit" loading={fetcher.state !== 'idle'}>
            {t('admin.users.add')}
          </Button>
        </Group>
      </form>
    </Paper>
  );
}

/** A user's row actions: pretend as them, resend verification (unconfirmed), delete. */
function UserRowActions({ carrierId, user }: { carrierId: number; user: CarrierUser }) {
  const t = useT();
  const fetcher = useFetcher<typeof carrierViewAction>();
  const busy = fetcher.state !== 'idle';
  useEffect(() => {
    if (fetcher.state === 'idle' && fetcher.data?.error) toastError(fetcher.data.error.message);
  }, [fetcher.state, fetcher.data]);
  const send = (intent: 'delete_user' | 'resend') =>
    fetcher.submit({ intent, user: user.id }, { method: 'post', encType: 'application/json' });
  return (
    <Group gap="xs" wrap="nowrap" justify="flex-end">
      <PretendButton carrierId={carrierId} userId={user.id} ariaLabel={t('admin.pretendAs', { name: user.name })} />
      {user.unverified && (
        <Button size="xs" variant="default" loading={busy} onClick={() => send('resend')}>
          {t('admin.users.resend')}
        </Button>
      )}
      <Button
        size="xs"
        color="red"
        variant="light"
        loading={busy}
        onClick={() =>
          modals.openConfirmModal({
            title: t('admin.users.deleteTitle'),
            children: <Text size="sm">{t('admin.users.deleteText', { name: user.name, email: user.email })}</Text>,
            labels: { confirm: t('common.delete'), cancel: t('common.cancel') },
            confirmProps: { color: 'red' },
            onConfirm: () => send('delete_user'),
          })
        }
      >
        {t('common.delete')}
      </Button>
    </Group>
  );
}

/** The carrier's users and the add-user form, below the carrier's view. */
export function CarrierUsers({ carrierId, users }: { carrierId: number; users: CarrierUser[] }) {
  const t = useT();
  return (
    <Stack gap="md">
      <Paper withBorder radius="md">
        <Group justify="space-between" p="md" pb={0}>
          <Title order={2} size="h4">
            {t('admin.users')}
          </Title>
        </Group>
        {users.length === 0 ? (
          <Text c="dimmed" p="md">
            {t('admin.users.none')}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={640}>
            <Table verticalSpacing="sm" striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('common.name')}</Table.Th>
                  <Table.Th>{t('admin.email')}</Table.Th>
                  <Table.Th>{t('admin.users.roleColumn')}</Table.Th>
                  <Table.Th>{t('common.status')}</Table.Th>
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
                          {t('admin.users.unconfirmed')}
                        </Badge>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <UserRowActions carrierId={carrierId} user={user} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Paper>
      <AddUserForm carrierId={carrierId} />
    </Stack>
  );
}

/** GET /fe/admin/carriers/{id}/roles for the add-user form. */
export async function carrierRolesLoader({ params }: LoaderFunctionArgs) {
  return api.options(ADMIN_ROUTES.carrierRoles, { params: { id: idParam(params) } });
}
