/** Admin registrations: companies that signed up, with their status and Accept / Reject. */
import { Anchor, Badge, Button, Group, Paper, SimpleGrid, Stack } from '@mantine/core';
import { ADMIN_ROUTES, DEFAULT_TIMEZONE, type Answer, type MessageKey, type Translate } from '@freight/domain';
import { useEffect } from 'react';
import { Link, useFetcher, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { AreaError } from '../../components/ErrorScreens';
import { PageHeader } from '../../components/PageHeader';
import { ReadOnlyField } from '../../components/ReadOnlyField';
import { RecordList, type Column } from '../../components/RecordList';
import { api } from '../../lib/client';
import { countryLabel } from '../../lib/countries';
import { formatMoment, formatMomentIn, timeHeader } from '../../lib/format';
import { currentLanguage, t, useLanguage, useT } from '../../lib/i18n';
import { idParam, listQuery, type ActionError } from '../../lib/records';
import { toastError, toastSuccess } from '../../lib/toast';

const RESOURCE = 'admin/registrations';

/** A registration as GET /fe/admin/registrations/{id} answers it (a row of the list too). */
type RegistrationRecord = Answer<typeof ADMIN_ROUTES.registration>;

const STATUS_COLORS: Record<RegistrationRecord['status'], string> = {
  pending: 'yellow',
  accepted: 'green',
  rejected: 'red',
};

const STATUS_WORDS: Record<RegistrationRecord['status'], MessageKey> = {
  pending: 'admin.registrations.status.pending',
  accepted: 'admin.registrations.status.accepted',
  rejected: 'admin.registrations.status.rejected',
};

function StatusBadge({ status }: { status: RegistrationRecord['status'] }) {
  const t = useT();
  return (
    <Badge color={STATUS_COLORS[status] ?? 'gray'} variant="light">
      {STATUS_WORDS[status] ? t(STATUS_WORDS[status]) : status}
    </Badge>
  );
}

type Decision = 'accept' | 'reject';

interface DecisionResult extends Partial<ActionError> {
  ok?: boolean;
  carrier_id?: number | null;
}

/** The decision DecisionButtons posted: accept, else reject. */
async function decisionOf(request: Request): Promise<Decision> {
  const body: unknown = await request.json();
  return body && typeof body === 'object' && 'decision' in body && body.decision === 'accept' ? 'accept' : 'reject';
}

/** POST /admin/registrations/{id}/accept or /reject. */
async function decideAction({ request, params }: ActionFunctionArgs): Promise<DecisionResult> {
  const decision = await decisionOf(request);
  const id = idParam(params);
  const result =
    decision === 'accept'
      ? await api.action(ADMIN_ROUTES.acceptRegistration, { params: { id } })
      : await api.action(ADMIN_ROUTES.rejectRegistration, { params: { id } });
  if (!result.ok) return { error: result.error };
  toastSuccess(t(decision === 'accept' ? 'admin.registrations.accepted' : 'admin.registrations.rejected'));
  return { ok: true, carrier_id: result.data?.carrier_id ?? null };
}

function DecisionButtons({ registration }: { registration: RegistrationRecord }) {
  const t = useT();
  const fetcher = useFetcher<typeof decideAction>();
  useEffect(() => {
    if (fetcher.state === 'idle' && fetcher.data?.error) toastError(fetcher.data.error.message);
  }, [fetcher.state, fetcher.data]);
  if (registration.status !== 'pending') return null;
  const decide = (decision: Decision) =>
    fetcher.submit({ decision }, { method: 'post', encType: 'application/json', action: `/admin/registrations/${registration.id}?index` });
  const busy = fetcher.state !== 'idle';
  return (
    <Group gap="xs" wrap="nowrap">
      <Button size="xs" color="green" loading={busy} onClick={() => decide('accept')}>
        {t('admin.registrations.accept')}
      </Button>
      <Button size="xs" color="red" variant="light" loading={busy} onClick={() => decide('reject')}>
        {t('admin.registrations.reject')}
      </Button>
    </Group>
  );
}

// ---- list -------------------------------------------------------------------------------------

async function listLoader({ request }: LoaderFunctionArgs) {
  return api.read(ADMIN_ROUTES.registrations, { query: listQuery(request, ['status']) });
}

function columns(t: Translate): Column<RegistrationRecord>[] {
  return [
    { header: t('admin.company'), render: (r) => r.company },
    { header: t('common.name'), render: (r) => r.name },
    { header: t('admin.email'), render: (r) => r.email },
    { header: t('common.country'), render: (r) => countryLabel(r.country, currentLanguage()) },
    // Platform records: the platform's zone, named once in the header (docs/writing.md).
    {
      header: timeHeader(t('admin.registrations.received'), DEFAULT_TIMEZONE),
      render: (r) => formatMoment(r.created_at, DEFAULT_TIMEZONE),
    },
    { header: t('common.status'), render: (r) => <StatusBadge status={r.status} /> },
    { header: t('common.actions'), render: (r) => <DecisionButtons registration={r} /> },
  ];
}

function RegistrationsList() {
  const t = useT();
  const { items, count } = useLoaderData<typeof listLoader>();
  return (
    <RecordList
      title={t('admin.registrations.title')}
      resource={RESOURCE}
      items={items}
      count={count}
      columns={columns(t)}
      newLabel={null}
      emptyText={t('admin.registrations.empty')}
    />
  );
}

// ---- view ---------------------------------------------------------------------------------------

async function recordLoader({ params }: LoaderFunctionArgs) {
  return api.read(ADMIN_ROUTES.registration, { params: { id: idParam(params) } });
}

function RegistrationView() {
  const t = useT();
  const language = useLanguage();
  const registration = useLoaderData<typeof recordLoader>();
  return (
    <Stack gap={0}>
      <PageHeader title={registration.company} backTo="/admin/registrations" actions={<DecisionButtons registration={registration} />} />
      <Paper withBorder p="lg" radius="md" maw={720}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <ReadOnlyField label={t('admin.company')}>{registration.company}</ReadOnlyField>
          <ReadOnlyField label={t('common.status')}>
            <StatusBadge status={registration.status} />
          </ReadOnlyField>
          <ReadOnlyField label={t('common.name')}>{registration.name}</ReadOnlyField>
          <ReadOnlyField label={t('admin.email')}>{registration.email}</ReadOnlyField>
          <ReadOnlyField label={t('admin.phone')}>{registration.phone}</ReadOnlyField>
          <ReadOnlyField label={t('common.country')}>{countryLabel(registration.country, language)}</ReadOnlyField>
          <ReadOnlyField label={t('admin.registrations.received')}>
            {formatMomentIn(registration.created_at, DEFAULT_TIMEZONE)}
          </ReadOnlyField>
          {registration.carrier_id && (
            <ReadOnlyField label={t('admin.carrier')}>
              <Anchor component={Link} to={`/admin/carriers/${registration.carrier_id}`}>
                {t('admin.registrations.openCarrier')}
              </Anchor>
            </ReadOnlyField>
          )}
        </SimpleGrid>
      </Paper>
    </Stack>
  );
}

export const registrationsRoutes: RouteObject = {
  path: 'registrations',
  children: [
    {
      index: true,
      loader: listLoader,
      Component: RegistrationsList,
      ErrorBoundary: () => <AreaError title={t('admin.registrations.error.list')} />,
    },
    {
      path: ':id',
      ErrorBoundary: () => <AreaError title={t('admin.registrations.error.record')} />,
      children: [{ index: true, loader: recordLoader, action: decideAction, Component: RegistrationView }],
    },
  ],
};
