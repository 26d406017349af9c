/** Admin quick search: one box that finds carriers and users across every carrier. */
import { Anchor, Button, Group, Paper, SimpleGrid, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { SEARCH_MIN_CHARS } from '@freight/domain';
import { IconSearch } from '@tabler/icons-react';
import { Form, Link, useLoaderData, useNavigation, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { AreaError } from '../../components/ErrorScreens';
import { PageHeader } from '../../components/PageHeader';
import { readRecord } from '../../lib/api';
import { PretendButton } from './carriers/actions';

interface QuickSearchAnswer {
  carriers: Array<{ id: number; name: string }>;
  users: Array<{ id: number; name: string; email: string; carrier_id: number; carrier_name: string }>;
}

interface QuickSearchData extends QuickSearchAnswer {
  q: string;
  searched: boolean;
}

async function loader({ request }: LoaderFunctionArgs): Promise<QuickSearchData> {
  const q = (new URL(request.url).searchParams.get('q') ?? '').trim();
  if (q.length < SEARCH_MIN_CHARS) return { q, searched: false, carriers: [], users: [] };
  const answer = await readRecord<Partial<QuickSearchAnswer>>('admin/quick_search', { q });
  return { q, searched: true, carriers: answer?.carriers ?? [], users: answer?.users ?? [] };
}

function QuickSearchPage() {
  const { q, searched, carriers, users } = useLoaderData() as QuickSearchData;
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
                      <Table.Td>
                        <Anchor component={Link} to={`/admin/carriers/${user.carrier_id}`}>
                          {user.carrier_name}
                        </Anchor>
                      </Table.Td>
                      <Table.Td ta="right">
                        <PretendButton carrierId={user.carrier_id} userId={user.id} label="Pretend" ariaLabel={`Pretend as ${user.name}`} />
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            )}
          </Paper>
        </SimpleGrid>
      )}
    </Stack>
  );
}

export const quickSearchRoutes: RouteObject = {
  path: 'quick_search',
  loader,
  Component: QuickSearchPage,
  ErrorBoundary: () => <AreaError title="Error searching" />,
};
