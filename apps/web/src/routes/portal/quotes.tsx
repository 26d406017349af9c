/**
 * The portal's quotes and bookings: the partner's quotes searched by the days priced, the lane
 * (collection, delivery), the reference and booked or not (GET /fe/portal/quotes), and one quote
 * (GET /fe/portal/quotes/{id}) with Book while it is not booked.
 */
import { Button, Group, Paper, Select, SimpleGrid, TextInput } from '@mantine/core';
import { PORTAL_ROUTES, type QuoteView } from '@freight/domain';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useLoaderData, useRevalidator, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { DateField } from '../../components/DateField';
import { RecordList } from '../../components/RecordList';
import { notFound, type ListAnswer } from '../../lib/api';
import { api, relay } from '../../lib/client';
import { isOneOf } from '../../lib/narrow';
import { QuoteDetails, useQuoteColumns, type QuoteRow } from '../quotes/quote-parts';
import { isQuoteId } from '../quotes/quote-text';
import { BookButton } from './BookButton';
import {
  BOOKED_CHOICES,
  EMPTY_QUOTE_SEARCH,
  quoteQueryOf,
  searchParamsOf,
  searchProblems,
  searchValuesOf,
  type QuoteSearchValues,
} from './quote-search';

export async function portalQuotesLoader({ request }: LoaderFunctionArgs): Promise<ListAnswer<QuoteRow>> {
  const query = quoteQueryOf(new URL(request.url).searchParams);
  const list = await api.read(PORTAL_ROUTES.quotes, { query: relay(query) });
  return { items: list.items.map((q) => ({ ...q, id: q.quote_id })), count: list.count };
}

const BOOKED_OPTIONS = [
  { value: '', label: 'All' },
  { value: 'true', label: 'Booked' },
  { value: 'false', label: 'Not booked' },
];

/** The search form: its fields are sent with Search (the address keeps them), Clear empties them. */
export function QuoteSearchForm() {
  const [params, setParams] = useSearchParams();
  const [values, setValues] = useState<QuoteSearchValues>(() => searchValuesOf(params));
  const [problems, setProblems] = useState<ReturnType<typeof searchProblems>>({});
  const set = <K extends keyof QuoteSearchValues>(key: K, value: QuoteSearchValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setProblems((current) => ({ ...current, [key]: undefined }));
  };
  const search = (next: QuoteSearchValues) => {
    const found = searchProblems(next);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    const params = searchParamsOf(next);
    // The form shows what was searched (trimmed, countries in capitals).
    setValues(searchValuesOf(params));
    setParams(params, { preventScrollReset: true });
  };
  return (
    <Paper withBorder radius="md" p="md" mb="md">
      <form
        aria-label="Search quotes"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          search(values);
        }}
      >
        <SimpleGrid cols={{ base: 1, sm: 3, lg: 6 }} spacing="sm">
          <DateField label="Priced from" value={values.from} error={problems.from} onChange={(value) => set('from', value)} />
          <DateField label="Priced to" value={values.to} error={problems.to} onChange={(value) => set('to', value)} />
          <TextInput
            label="Collection"
            placeholder="EE or EE 101"
            value={values.collection}
            onChange={(event) => set('collection', event.currentTarget.value)}
          />
          <TextInput
            label="Delivery"
            placeholder="FI or FI 00"
            value={values.delivery}
            onChange={(event) => set('delivery', event.currentTarget.value)}
          />
          <TextInput label="Reference" value={values.reference} onChange={(event) => set('reference', event.currentTarget.value)} />
          <Select
            label="Booked"
            data={BOOKED_OPTIONS}
            value={values.booked}
            allowDeselect={false}
            onChange={(value) => set('booked', isOneOf(BOOKED_CHOICES, value) ? value : '')}
          />
        </SimpleGrid>
        <Group justify="flex-end" mt="sm" gap="xs">
          <Button
            variant="default"
            onClick={() => {
              setValues(EMPTY_QUOTE_SEARCH);
              setProblems({});
              search(EMPTY_QUOTE_SEARCH);
            }}
          >
            Clear
          </Button>
          <Button type="submit" leftSection={<IconSearch size={16} aria-hidden />}>
            Search
          </Button>
        </Group>
      </form>
    </Paper>
  );
}

export function PortalQuotes() {
  const { items, count } = useLoaderData<typeof portalQuotesLoader>();
  const columns = useQuoteColumns('portal');
  return (
    <RecordList
      title="Quotes and bookings"
      resource="portal/quotes"
      items={items}
      count={count}
      columns={columns}
      newLabel={null}
      emptyText="No quotes match the search"
      filters={<QuoteSearchForm />}
    />
  );
}

// ---- one quote -----------------------------------------------------------------------------------

export async function portalQuoteLoader({ params }: LoaderFunctionArgs): Promise<QuoteView> {
  const id = params.id ?? '';
  if (!isQuoteId(id)) notFound();
  return api.read(PORTAL_ROUTES.quote, { params: { id } });
}

export function PortalQuotePage() {
  const quote = useLoaderData<typeof portalQuoteLoader>();
  const revalidator = useRevalidator();
  return (
    <QuoteDetails
      quote={quote}
      audience="portal"
      backTo="/portal/quotes"
      actions={
        !quote.booked_at &&
        !quote.shipment_booked_as && (
          <BookButton key={quote.quote_id} quoteId={quote.quote_id} onBooked={() => void revalidator.revalidate()} />
        )
      }
    />
  );
}
