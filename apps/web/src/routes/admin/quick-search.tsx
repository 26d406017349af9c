/**
 * Admin quick search: one box that finds carriers and users across every carrier, and the product
 * documents' search_pricelist: a pricelist of any carrier by id or name, opened by pretending as its carrier.
 */
import { Anchor, Button, Group, Paper, SimpleGrid, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { ADMIN_ROUTES, parsePricelistQuery, type Answer, SEARCH_MIN_CHARS, type Translate } from '@freight/domain';
import { IconSearch } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Form, Link, useLoaderData, useNavigation, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { AreaError } from '../../components/ErrorScreens';
import { PageHeader } from '../../components/PageHeader';
import { api } from '../../lib/client';
import { t, useT } from '../../lib/i18n';
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

/** "Type at least 3 characters" for a query too short to search; null for none or a long enough one (domain searchTooShort). */
function tooShort(t: Translate, query: string): string | null {
  const length = query.trim().length;
  return length > 0 && length < SEARCH_MIN_CHARS ? t('admin.search.tooShort', { min: SEARCH_MIN_CHARS }) : null;
}

/** search_pricelist: a box for a pricelist id or name, and the hits with their carrier. */
function PricelistSearch({ query, hits }: { query: string; hits: PricelistHit[] | null }) {
  const t = useT();
  const navigation = useNavigation();
  return (
    <Paper withBorder radius="md" p="md" mt="lg">
      <Title order={2} size="h4" mb="sm">
        {t('admin.search.pricelists')}
      </Title>
      <Form method="get" role="search" aria-label={t('admin.search.pricelistsForm')}>
        <Group align="flex-end" mb="md">
          <TextInput
            key={query}
            name="pricelist"
            label={t('admin.search.pricelist')}
            description={t('admin.search.pricelistHint', { min: SEARCH_MIN_CHARS })}
            defaultValue={query}
            error={/^#?\d+$/.test(query) ? null : tooShort(t, query)}
            leftSection={<IconSearch size={16} aria-hidden />}
            w={360}
            maw="100%"
          />
          <Button
            type="submit"
            variant="light"
            loading={navigation.state === 'loading' && navigation.location.search.includes('pricelist=')}
          >
            {t('admin.search.pricelistsForm')}
          </Button>
        </Group>
      </Form>
      {hits !== null && (
        <HitTable
          hits={hits}
          label={t('admin.search.pricelistsFound')}
          minWidth={640}
          headers={[t('admin.search.id'), t('admin.search.pricelist'), t('common.service'), t('common.partner'), t('admin.carrier')]}
          cells={(hit) => (
            <>
              <Table.Td>{hit.id}</Table.Td>
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
                  {pricelistName(hit.name)}
                  <ActiveBadge active={hit.active} />
                </Group>
              </Table.Td>
              <Table.Td>{hit.service_name}</Table.Td>
              <Table.Td>{hit.customer_name ?? t('common.general')}</Table.Td>
              <Table.Td>
                <CarrierLink id={hit.carrier_id} name={hit.carrier_name} />
              </Table.Td>
            </>
          )}
          pretend={(hit) => (
            <PretendButton
              carrierId={hit.carrier_id}
              to={`/pricelists/${hit.id}`}
              label={t('common.open')}
              ariaLabel={t('admin.search.openAs', { id: String(hit.id), carrier: hit.carrier_name })}
            />
          )}
        />
      )}
    </Paper>
  );
}

/** The carrier's page, by its name. */
function CarrierLink({ id, name }: { id: number; name: string }) {
  return (
    <Anchor component={Link} to={`/admin/carriers/${id}`}>
      {name}
    </Anchor>
  );
}

interface HitTableProps<T> {
  hits: T[];
  /** The column headers before the button's, which has none; no header row without them. */
  headers?: string[];
  /** The table's accessible name. */
  label?: string;
  /** Scrolls sideways below this width. */
  minWidth?: number;
  /** A hit's cells before its button. */
  cells: (hit: T) => ReactNode;
  /** A hit's button (Pretend, Open), at the row's end. */
  pretend: (hit: T) => ReactNode;
}

/** Hits of a search, a row each ending in its button; 'No results' without any. */
function HitTable<T extends { id: number }>({ hits, headers, label, minWidth, cells, pretend }: HitTableProps<T>) {
  const t = useT();
  if (hits.length === 0) return <Text c="dimmed">{t('admin.search.noResults')}</Text>;
  const table = (
    <Table verticalSpacing="xs" aria-label={label}>
      {headers && (
        <Table.Thead>
          <Table.Tr>
            {headers.map((header) => (
              <Table.Th key={header}>{header}</Table.Th>
            ))}
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
      )}
      <Table.Tbody>
        {hits.map((hit) => (
          <Table.Tr key={hit.id}>
            {cells(hit)}
            <Table.Td ta="right">{pretend(hit)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
  return minWidth ? <Table.ScrollContainer minWidth={minWidth}>{table}</Table.ScrollContainer> : table;
}

/** A titled panel of hits: carriers or users. */
function HitList<T extends { id: number }>({ title, ...table }: { title: string } & HitTableProps<T>) {
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      <HitTable {...table} />
    </Paper>
  );
}

/** The carriers found, each with Pretend. */
function CarrierHits({ carriers }: { carriers: QuickSearchData['carriers'] }) {
  const t = useT();
  return (
    <HitList
      title={t('admin.carriers.title')}
      hits={carriers}
      cells={(carrier) => (
        <Table.Td>
          <CarrierLink id={carrier.id} name={carrier.name} />
        </Table.Td>
      )}
      pretend={(carrier) => <PretendButton carrierId={carrier.id} ariaLabel={t('admin.pretendAs', { name: carrier.name })} />}
    />
  );
}

/** The users found, with their carrier and Pretend as them. */
function UserHits({ users }: { users: QuickSearchData['users'] }) {
  const t = useT();
  return (
    <HitList
      title={t('admin.users')}
      hits={users}
      headers={[t('common.name'), t('admin.email'), t('admin.carrier')]}
      cells={(user) => (
        <>
          <Table.Td>{user.name}</Table.Td>
          <Table.Td>{user.email}</Table.Td>
          {/* A user of no carrier (a platform admin) has no carrier page and no one to pretend as. */}
          <Table.Td>
            {user.carrier_id === null ? user.carrier_name : <CarrierLink id={user.carrier_id} name={user.carrier_name} />}
          </Table.Td>
        </>
      )}
      pretend={(user) =>
        user.carrier_id !== null && (
          <PretendButton carrierId={user.carrier_id} userId={user.id} ariaLabel={t('admin.pretendAs', { name: user.name })} />
        )
      }
    />
  );
}

function QuickSearchPage() {
  const t = useT();
  const { q, searched, carriers, users, pricelist, pricelists } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  return (
    <Stack gap={0}>
      <PageHeader title={t('admin.search.title')} />
      <Form method="get" role="search">
        <Group align="flex-end" mb="lg">
          <TextInput
            key={q}
            name="q"
            label={t('common.search')}
            description={t('admin.search.hint', { min: SEARCH_MIN_CHARS })}
            defaultValue={q}
            error={tooShort(t, q)}
            leftSection={<IconSearch size={16} aria-hidden />}
            w={360}
            maw="100%"
          />
          <Button type="submit" loading={navigation.state === 'loading' && navigation.location.pathname === '/admin/quick_search'}>
            {t('common.search')}
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
  ErrorBoundary: () => <AreaError title={t('admin.search.error')} />,
};
