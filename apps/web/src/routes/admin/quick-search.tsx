/**
 * Admin quick search: one box that finds carriers and users across every carrier, and the product
 * documents' search_pricelist: a pricelist of any carrier by id or name, opened by pretending as its carrier.
 */
import { Anchor, Button, Group, Paper, SimpleGrid, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { ADMIN_ROUTES, parsePricelistQuery, type Answer, SEARCH_MIN_CHARS, searchTooShort } from '@freight/domain';
import { IconSearch } from '@tabler/icons-react';
import { Form, Link, useLoaderData, useNavigation, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { AreaError } from '../../components/ErrorScreens';
import { PageHeader } from '../../components/PageHeader';
import { api } from '../../lib/client';
import { PretendButton } from './carriers/actions';
import { pricelistName } from '../pricelists/labels';
import { ActiveBadge } from '../pricelists/badges';

type QuickSearchAnswer = Answer<typeof ADMIN_ROUTES.quickSearch>;

type PricelistHit = Answer<typeof ADMIN_ROUTES.quickSearchPricelists>['pricelists'][number];

interface QuickSearchData extends QuickSearchAnswer {
  q: string;
  searched: boolean;
  /** search_pricelist: the pricelist query (?pricelist=) and its hits, null before a search. */
  pricelist: string;
  pricelists: PricelistHit[] | null;
}

async function loader({ request }: LoaderFunctionArgs): Promise<QuickSearchData> {
  const params = new URL(request.url).searchParams;
  const q = (params.get('q') ?? '').trim();
  const pricelist = (params.get('pricelist') ?? '').trim();
  const [answer, hits] = await Promise.all([
    q.length >= SEARCH_MIN_CHARS ? api.read(ADMIN_ROUTES.quickSearch, { query: { q } }) : null,
    parsePricelistQuery(pricelist) ? api.read(ADMIN_ROUTES.quickSearchPricelists, { query: { q: pricelist } }) : null,
  ]);
  return {
    q,
    searched: answer !== null,
    carriers: answer?.carriers ?? [],
    users: answer?.users ?? [],
    pricelist,
    pricelists: hits ? (hits.pricelists ?? []) : null,
  };
}

/** search_pricelist: a box for a pricelist id or name, and the hits with their carrier. */
function PricelistSearch({ query, hits }: { query: string; hits: PricelistHit[] | null }) {
  const navigation = useNavigation();
  return (
    <Paper withBorder radius="md" p="md" mt="lg">
      <Title order={2} size="h4" mb="sm">
        Pricelists
      </Title>
      <Form method="get" role="search" aria-label="Search pricelists">
        <Group align="flex-end" mb="md">
          <TextInput
            key={query}
            name="pricelist"
            label="Pricelist"
            description={`Pricelist id (12 or #12), or at least ${SEARCH_MIN_CHARS} characters of its name or comment`}
            defaultValue={query}
            error={/^#?\d+$/.test(query) ? null : searchTooShort(query)}
            leftSection={<IconSearch size={16} aria-hidden />}
            w={360}
            maw="100%"
          />
          <Button
            type="submit"
            variant="light"
            loading={navigation.state === 'loading' && navigation.location.search.includes('pricelist=')}
          >
            Search pricelists
          </Button>
        </Group>
      </Form>
      {hits !== null &&
        (hits.length === 0 ? (
          <Text c="dimmed">No results</Text>
        ) : (
          <Table.ScrollContainer minWidth={640}>
            <Table verticalSpacing="xs" aria-label="Pricelists found">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Id</Table.Th>
                  <Table.Th>Pricelist</Table.Th>
                  <Table.Th>Service</Table.Th>
                  <Table.Th>Partner</Table.Th>
                  <Table.Th>Carrier</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {hits.map((hit) => (
                  <Table.Tr key={hit.id}>
                    <Table.Td>{hit.id}</Table.Td>
                    <Table.Td>
                      <Group gap="xs" wrap="nowrap">
                        {pricelistName(hit.name)}
                        <ActiveBadge active={hit.active} />
                      </Group>
                    </Table.Td>
                    <Table.Td>{hit.service_name}</Table.Td>
                    <Table.Td>{hit.customer_name ?? 'General'}</Table.Td>
                    <Table.Td>
                      <Anchor component={Link} to={`/admin/carriers/${hit.carrier_id}`}>
                        {hit.carrier_name}
                      </Anchor>
                    </Table.Td>
                    <Table.Td ta="right">
                      <PretendButton
                        carrierId={hit.carrier_id}
                        to={`/pricelists/${hit.id}`}
                        label="Open"
                        ariaLabel={`Open pricelist ${hit.id} as ${hit.carrier_name}`}
                      />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ))}
    </Paper>
  );
}

/** The carriers found, each with Pretend. */
function CarrierHits({ carriers }: { carriers: QuickSearchData['carriers'] }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={2} size="h4" mb="sm">
        Carriers
      </Title>
      {carriers.length === 0 ? (
        <Text c="dimmed">No results</Text>
      ) : (
        <Table verticalSpacing="xs">
          <Table.Tbody>
            {carriers.map((carrier) => (
              <Table.Tr key={carrier.id}>
                <Table.Td>
                  <Anchor component={Link} to={`/admin/carriers/${carrier.id}`}>
                    {carrier.name}
                  </Anchor>
                </Table.Td>
                <Table.Td ta="right">
                  <PretendButton carrierId={carrier.id} label="Pretend" ariaLabel={`Pretend as ${carrier.name}`} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Paper>
  );
}

/** The users found, with their carrier and Pretend as them. */
function UserHits({ users }: { users: QuickSearchData['users'] }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={2} size="h4" mb="sm">
        Users
      </Title>
      {users.length === 0 ? (
        <Text c="dimmed">No results</Text>
      ) : (
        <Table verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Name</Table.Th>
              <Table.Th>Email</Table.Th>
              <Table.Th>Carrier</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {users.map((user) => (
              <Table.Tr key={user.id}>
                <Table.Td>{user.name}</Table.Td>
                <Table.Td>{user.email}</Table.Td>
                {/* A user of no carrier (a platform admin) has no carrier page and no one to pretend as. */}
                <Table.Td>
                  {user.carrier_id === null ? (
                    user.carrier_name
                  ) : (
                    <Anchor component={Link} to={`/admin/carriers/${user.carrier_id}`}>
                      {user.carrier_name}
                    </Anchor>
                  )}
                </Table.Td>
                <Table.Td ta="right">
                  {user.carrier_id !== null && (
                    <PretendButton carrierId={user.carrier_id} userId={user.id} label="Pretend" ariaLabel={`Pretend as ${user.name}`} />
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Paper>
  );
}

function QuickSearchPage() {
  const { q, searched, carriers, users, pricelist, pricelists } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  return (
    <Stack gap={0}>
      <PageHeader title="Quick search" />
      <Form method="get" role="search">
        <Group align="flex-end" mb="lg">
          <TextInput
            key={q}
            name="q"
            label="Search"
            description={`Carrier name, user name or e-mail; at least ${SEARCH_MIN_CHARS} characters`}
            defaultValue={q}
            error={searchTooShort(q)}
            leftSection={<IconSearch size={16} aria-hidden />}
            w={360}
            maw="100%"
          />
          <Button type="submit" loading={navigation.state === 'loading' && navigation.location.pathname === '/admin/quick_search'}>
            Search
          </Button>
        </Group>
      </Form>
      {searched && (
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
          <CarrierHits carriers={carriers} />
          <UserHits users={users} />
        </SimpleGrid>
      )}
      <PricelistSearch query={pricelist} hits={pricelists} />
    </Stack>
  );
}

export const quickSearchRoutes: RouteObject = {
  path: 'quick_search',
  loader,
  Component: QuickSearchPage,
  ErrorBoundary: () => <AreaError title="Error searching" />,
};
