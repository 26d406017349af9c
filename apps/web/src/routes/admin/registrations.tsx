/** Admin registrations: companies that signed up, with their status and Accept / Reject. */
import { Anchor, Badge, Button, Group, Paper, SimpleGrid, Stack } from '@mantine/core';
import { ADMIN_ROUTES, countryName, DEFAULT_TIMEZONE, type Answer } from '@freight/domain';
import { useEffect } from 'react';
import { Link, useFetcher, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { AreaError } from '../../components/ErrorScreens';
import { PageHeader } from '../../components/PageHeader';
import { ReadOnlyField } from '../../components/ReadOnlyField';
import { RecordList, type Column } from '../../components/RecordList';
import { api } from '../../lib/client';
import { formatMoment, formatMomentIn, timeHeader } from '../../lib/format';
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

function StatusBadge({ status }: { status: RegistrationRecord['status'] }) {
  return (
    <Badge color={STATUS_COLORS[status] ?? 'gray'} variant="light">
      {status}
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
  toastSuccess(decision === 'accept' ? 'Registration accepted, the verification e-mail is on its way' : 'Registration rejected');
  return { ok: true, carrier_id: result.data?.carrier_id ?? null };
}

function DecisionButtons({ registration }: { registration: RegistrationRecord }) {
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
        Accept
      </Button>
      <Button size="xs" color="red" variant="light" loading={busy} onClick={() => decide('reject')}>
        Reject
      </Button>
    </Group>
  );
}

// ---- list -------------------------------------------------------------------------------------

async function listLoader({ request }: LoaderFunctionArgs) {
  return api.read(ADMIN_ROUTES.registrations, { query: listQuery(request, ['status']) });
}

const COLUMNS: Column<RegistrationRecord>[] = [
  { header: 'Company', render: (r) => r.company },
  { header: 'Name', render: (r) => r.name },
  { header: 'Email', render: (r) => r.email },
  { header: 'Country', render: (r) => countryName(r.country) },
  // Platform records: the platform's zone, named once in the header (docs/writing.md).
  { header: timeHeader('Received', DEFAULT_TIMEZONE), render: (r) => formatMoment(r.created_at, DEFAULT_TIMEZONE) },
  { header: 'Status', render: (r) => <StatusBadge status={r.status} /> },
  { header: 'Actions', render: (r) => <DecisionButtons registration={r} /> },
];

function RegistrationsList() {
  const { items, count } = useLoaderData<typeof listLoader>();
  return (
    <RecordList
      title="Registrations"
      resource={RESOURCE}
      items={items}
      count={count}
      columns={COLUMNS}
      newLabel={null}
      emptyText="No registrations"
    />
  );
}

// ---- view ---------------------------------------------------------------------------------------

async function recordLoader({ params }: LoaderFunctionArgs) {
  return api.read(ADMIN_ROUTES.registration, { params: { id: idParam(params) } });
}

function RegistrationView() {
  const registration = useLoaderData<typeof recordLoader>();
  return (
    <Stack gap={0}>
      <PageHeader title={registration.company} backTo="/admin/registrations" actions={<DecisionButtons registration={registration} />} />
      <Paper withBorder p="lg" radius="md" maw={720}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <ReadOnlyField label="Company">{registration.company}</ReadOnlyField>
          <ReadOnlyField label="Status">
            <StatusBadge status={registration.status} />
          </ReadOnlyField>
          <ReadOnlyField label="Name">{registration.name}</ReadOnlyField>
          <ReadOnlyField label="Email">{registration.email}</ReadOnlyField>
          <ReadOnlyField label="Phone">{registration.phone}</ReadOnlyField>
          <ReadOnlyField label="Country">{countryName(registration.country)}</ReadOnlyField>
          <ReadOnlyField label="Received">{formatMomentIn(registration.created_at, DEFAULT_TIMEZONE)}</ReadOnlyField>
          {registration.carrier_id && (
            <ReadOnlyField label="Carrier">
              <Anchor component={Link} to={`/admin/carriers/${registration.carrier_id}`}>
                Open the carrier
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
      ErrorBoundary: () => <AreaError title="Error getting registrations" />,
    },
    {
      path: ':id',
      ErrorBoundary: () => <AreaError title="Error getting registration" />,
      children: [{ index: true, loader: recordLoader, action: decideAction, Component: RegistrationView }],
    },
  ],
};
