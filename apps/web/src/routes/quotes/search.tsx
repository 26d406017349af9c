/**
 * /quotes: a quote found by its id (the calculator's results, a booking or a partner's
 * system show it), and the carrier's quotes searched by partner and days, newest first, 25 a page.
 */
import { Button, Group, Paper, Select, TextInput } from '@mantine/core';
import { GENERAL_CUSTOMER, isValidDay, PARTNER_ROUTES, QUOTE_ROUTES, type PartnerOption } from '@freight/domain';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useLoaderData, useNavigate, type LoaderFunctionArgs } from 'react-router';
import { DateField } from '../../components/DateField';
import { FilterBar, useListQuery } from '../../components/ListFilters';
import { RecordList } from '../../components/RecordList';
import type { ListAnswer } from '../../lib/api';
import { api, relay } from '../../lib/client';
import { useT } from '../../lib/i18n';
import { pageOf } from '../../lib/records';
import { QuoteExportMenu, type QuoteFilters } from './export-menu';
import { useQuoteColumns, type QuoteRow } from './quote-parts';
import { isQuoteId, isQuoteKey } from './quote-text';

interface QuoteSearchData extends ListAnswer<QuoteRow> {
  partners: PartnerOption[];
  /** The search's filters, which the export applies too. */
  filters: QuoteFilters;
}

/** The list's filters read from the address (the export sends the same). */
function filtersOf(params: URLSearchParams): QuoteFilters {
  // A day typed into the address that is no date is left out rather than refused.
  const day = (name: string) => {
    const value = params.get(name);
    return value && isValidDay(value) ? value : undefined;
  };
  const quote = params.get('quote')?.trim().toLowerCase() ?? '';
  return {
    customer: params.get('customer') ?? undefined,
    from: day('from'),
    to: day('to'),
    reference: params.get('reference') ?? undefined,
    booked: ['true', 'false'].includes(params.get('booked') ?? '') ? params.get('booked')! : undefined,
    // The short id's matches, when the id box found several (another value typed into the address is left out).
    quote: isQuoteKey(quote) ? quote : undefined,
  };
}

export async function quoteSearchLoader({ request }: LoaderFunctionArgs): Promise<QuoteSearchData> {
  const filters = filtersOf(new URL(request.url).searchParams);
  const [list, partners] = await Promise.all([
    api.read(QUOTE_ROUTES.search, { query: relay({ page: pageOf(request), ...filters }) }),
    api.options(PARTNER_ROUTES.options),
  ]);
  return { items: list.items.map((q) => ({ ...q, id: q.quote_id })), count: list.count, partners, filters };
}

/**
 * The id box: a whole id opens its quote; the short id a list shows (its last 8 characters) opens
 * the one quote ending so, or lists them when several do; anything else says what an id looks like.
 */
function OpenById() {
  const t = useT();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const open = async () => {
    const key = text.trim().toLowerCase();
    if (!isQuoteKey(key)) {
      setError(t('quotes.search.idFormat'));
      return;
    }
    if (isQuoteId(key)) {
      navigate(`/quotes/${key}`);
      return;
    }
    setBusy(true);
    const found = await api.peek(QUOTE_ROUTES.search, { query: { quote: key } });
    setBusy(false);
    if (!found) setError(t('quotes.search.lookupFailed'));
    else if (found.count === 0) setError(t('quotes.search.noneEnds', { key }));
    else if (found.count === 1) navigate(`/quotes/${found.items[0]!.quote_id}`);
    else {
      // Several end alike: the list shows them, to pick by partner, time and lane.
      setError(t('quotes.search.severalEnd', { count: found.count, key }));
      navigate(`/quotes?quote=${key}`);
    }
  };
  return (
    <Paper withBorder radius="md" p="md" mb="md">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void open();
        }}
      >
        <Group align="flex-end" gap="sm">
          <TextInput
            label={t('quotes.quoteId')}
            placeholder={t('quotes.search.idPlaceholder')}
            leftSection={<IconSearch size={16} aria-hidden />}
            value={text}
            error={error}
            onChange={(event) => {
              setText(event.currentTarget.value);
              setError(null);
            }}
            w={420}
            maw="100%"
          />
          <Button type="submit" loading={busy} mb={error ? 22 : 0}>
            {t('common.open')}
          </Button>
        </Group>
      </form>
    </Paper>
  );
}

/** A day filter writing ?{param}=yyyy-mm-dd once the typed text is a date (or empty). */
function DayFilter({ param, label }: { param: string; label: string }) {
  const [params, update] = useListQuery();
  const [value, setValue] = useState(params.get(param) ?? '');
  return (
    <DateField
      label={label}
      value={value}
      // Room for the date's placeholder in Estonian and Finnish (pp.kk.aaaa, pp.kk.vvvv).
      w={240}
      onChange={(next) => {
        setValue(next);
        if (next !== '' && !isValidDay(next)) return;
        update((query) => {
          if (next) query.set(param, next);
          else query.delete(param);
        });
      }}
    />
  );
}

function PartnerFilter({ partners }: { partners: PartnerOption[] }) {
  const t = useT();
  const [params, update] = useListQuery();
  const data = [
    { value: GENERAL_CUSTOMER, label: t('quotes.generalNoPartner') },
    ...partners.map((p) => ({ value: String(p.id), label: p.name })),
  ];
  return (
    <Select
      label={t('common.partner')}
      data={data}
      value={params.get('customer')}
      placeholder={t('quotes.search.allPartners')}
      searchable
      clearable
      nothingFoundMessage={t('calculator.nothingFound')}
      w={260}
      onChange={(next) =>
        update((query) => {
          if (next) query.set('customer', next);
          else query.delete('customer');
        })
      }
    />
  );
}

/** Booked or not: ?booked=true|false (the home page's "Bookings today" opens the booked ones). */
function BookedFilter() {
  const t = useT();
  const [params, update] = useListQuery();
  return (
    <Select
      label={t('quotes.booked')}
      data={[
        { value: 'true', label: t('quotes.booked') },
        { value: 'false', label: t('quotes.notBooked') },
      ]}
      value={params.get('booked')}
      placeholder={t('quotes.search.bookedOrNot')}
      clearable
      w={200}
      onChange={(next) =>
        update((query) => {
          if (next) query.set('booked', next);
          else query.delete('booked');
        })
      }
    />
  );
}

/** The reference filter: ?reference= once the clerk presses Enter or leaves the box (any part of it, any case). */
function ReferenceFilter() {
  const t = useT();
  const [params, update] = useListQuery();
  const [value, setValue] = useState(params.get('reference') ?? '');
  const commit = () =>
    update((query) => {
      const text = value.trim();
      if (text) query.set('reference', text);
      else query.delete('reference');
    });
  return (
    <TextInput
      label={t('quotes.reference')}
      placeholder={t('quotes.search.anyPart')}
      value={value}
      w={200}
      onChange={(event) => setValue(event.currentTarget.value)}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit();
      }}
    />
  );
}

export function QuoteSearch() {
  const t = useT();
  const { items, count, partners, filters } = useLoaderData<typeof quoteSearchLoader>();
  const columns = useQuoteColumns('staff');
  return (
    <RecordList
      title={t('quotes.title')}
      resource="quotes"
      items={items}
      count={count}
      columns={columns}
      newLabel={null}
      actions={<QuoteExportMenu filters={filters} />}
      emptyText={t('quotes.none')}
      filters={
        <>
          <OpenById />
          <FilterBar>
            <PartnerFilter partners={partners} />
            <DayFilter param="from" label={t('quotes.search.pricedFrom')} />
            <DayFilter param="to" label={t('quotes.search.pricedTo')} />
            <ReferenceFilter />
            <BookedFilter />
          </FilterBar>
        </>
      }
    />
  );
}
