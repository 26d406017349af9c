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
import { useT } from '../../lib/i18n';
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

/** The booked filter's choices, each with its message. */
const BOOKED_OPTIONS = [
  { value: '', message: 'portalPages.quotes.all' },
  { value: 'true', message: 'portalPages.quotes.onlyBooked' },
  { value: 'false', message: 'portalPages.quotes.notBooked' },
] as const;

type SetValue = <K extends keyof QuoteSearchValues>(key: K, value: QuoteSearchValues[K]) => void;

/** The search's fields: the days priced, the lane, the reference, booked or not. */
function QuoteSearchFields({
  values,
  problems,
  set,
}: {
  values: QuoteSearchValues;
  problems: ReturnType<typeof searchProblems>;
  set: SetValue;
}) {
  const t = useT();
  return (
    <SimpleGrid cols={{ base: 1, sm: 3, lg: 6 }} spacing="sm">
      <DateField
        label={t('portalPages.quotes.pricedFrom')}
        value={values.from}
        error={problems.from}
        onChange={(value) => set('from', value)}
      />
      <DateField label={t('portalPages.quotes.pricedTo')} value={values.to} error={problems.to} onChange={(value) => set('to', value)} />
      <TextInput
        label={t('portalPages.quotes.collection')}
        placeholder={t('portalPages.quotes.placeOrPostcode', { country: 'EE', postcode: '101' })}
        value={values.collection}
        onChange={(event) => set('collection', event.currentTarget.value)}
      />
      <TextInput
        label={t('portalPages.quotes.delivery')}
        placeholder={t('portalPages.quotes.placeOrPostcode', { country: 'FI', postcode: '00' })}
        value={values.delivery}
        onChange={(event) => set('delivery', event.currentTarget.value)}
      />
      <TextInput
        label={t('portalPages.quotes.reference')}
        value={values.reference}
        onChange={(event) => set('reference', event.currentTarget.value)}
      />
      <Select
        label={t('portalPages.quotes.booked')}
        data={BOOKED_OPTIONS.map((option) => ({ value: option.value, label: t(option.message) }))}
        value={values.booked}
        allowDeselect={false}
        onChange={(value) => set('booked', isOneOf(BOOKED_CHOICES, value) ? value : '')}
      />
    </SimpleGrid>
  );
}

/** The search form: its fields are sent with Search (the address keeps them), Clear empties them. */
export function QuoteSearchForm() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const [values, setValues] = useState<QuoteSearchValues>(() => searchValuesOf(params));
  const [problems, setProblems] = useState<ReturnType<typeof searchProblems>>({});
  const set: SetValue = (key, value) => {
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
        aria-label={t('portalPages.quotes.search')}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          search(values);
        }}
      >
        <QuoteSearchFields values={values} problems={problems} set={set} />
        <Group justify="flex-end" mt="sm" gap="xs">
          <Button
            variant="default"
            onClick={() => {
              setValues(EMPTY_QUOTE_SEARCH);
              setProblems({});
              search(EMPTY_QUOTE_SEARCH);
            }}
          >
            {t('portalPages.quotes.clear')}
          </Button>
          <Button type="submit" leftSection={<IconSearch size={16} aria-hidden />}>
            {t('portalPages.quotes.searchButton')}
          </Button>
        </Group>
      </form>
    </Paper>
  );
}

export function PortalQuotes() {
  const t = useT();
  const { items, count } = useLoaderData<typeof portalQuotesLoader>();
  const columns = useQuoteColumns('portal');
  return (
    <RecordList
      title={t('portal.nav.quotes')}
      resource="portal/quotes"
      items={items}
      count={count}
      columns={columns}
      newLabel={null}
      emptyText={t('portalPages.quotes.none')}
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
