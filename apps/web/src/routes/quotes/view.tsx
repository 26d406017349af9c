/**
 * /quotes/{id} (issue 25): one quote as it was given: lane, shipment rows, partner, service, the
 * pricelist and the version it priced on, the charges with their surcharges, the dates, and
 * whether it was booked. The charges are the calculator's own result card.
 */
import { Alert, Anchor, Badge, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { QUOTE_ROUTES, type QuoteView } from '@freight/domain';
import { IconInfoCircle } from '@tabler/icons-react';
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { PageHeader } from '../../components/PageHeader';
import { ReadOnlyField } from '../../components/ReadOnlyField';
import { notFound } from '../../lib/api';
import { api } from '../../lib/client';
import { formatCurrency, formatDate, formatMoment, formatMomentIn } from '../../lib/format';
import { useTimeZone } from '../../lib/session';
import { pricelistName } from '../pricelists/labels';
import { ResultCard } from '../tool/ResultCard';
import { addressText, isQuoteId, quoteReference, shipmentLines, shortQuoteId } from './quote-text';

export async function quoteViewLoader({ params }: LoaderFunctionArgs): Promise<QuoteView> {
  const id = params.id ?? '';
  if (!isQuoteId(id)) notFound();
  return api.read(QUOTE_ROUTES.get, { params: { id } });
}

export function QuotePage() {
  const quote = useLoaderData() as QuoteView;
  const timeZone = useTimeZone();
  const shipments = shipmentLines(quote.request);
  const reference = quoteReference(quote.request);
  return (
    <Stack gap="md">
      <PageHeader
        title={`Quote ${shortQuoteId(quote.quote_id)}`}
        backTo="/quotes"
        summary={
          <Group gap="xs">
            <Badge variant="light" color={quote.booked_at ? 'green' : 'gray'} tt="none">
              {quote.booked_at ? `Booked ${formatMoment(quote.booked_at, timeZone)}` : 'Not booked'}
            </Badge>
            <Badge variant="light" color="blue" tt="none">
              {quote.via_tms ? "Asked by the partner's system" : 'Priced in the calculator'}
            </Badge>
          </Group>
        }
      />
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" verticalSpacing="sm">
        <ReadOnlyField label="Quote id">
          <Text ff="monospace" size="sm" span>
            {quote.quote_id}
          </Text>
        </ReadOnlyField>
        <ReadOnlyField label="Priced">{formatMomentIn(quote.created_at, timeZone)}</ReadOnlyField>
        <ReadOnlyField label="Partner">{quote.customer?.name ?? 'General (no partner)'}</ReadOnlyField>
        {reference && <ReadOnlyField label="Reference">{reference}</ReadOnlyField>}
        <ReadOnlyField label="Collection">{addressText(quote.collection)}</ReadOnlyField>
        <ReadOnlyField label="Delivery">{addressText(quote.delivery)}</ReadOnlyField>
        <ReadOnlyField label="Shipment">{shipments.join('\n')}</ReadOnlyField>
        <ReadOnlyField label="Service">{quote.service?.name ?? `#${quote.answer?.service.id ?? ''}`}</ReadOnlyField>
        <ReadOnlyField label="Pricelist">
          <Anchor component={Link} to={`/pricelists/${quote.pricelist.id}`} size="sm">
            {quote.pricelist.name === null ? `#${quote.pricelist.id}` : pricelistName(quote.pricelist.name)}
          </Anchor>
          {/* The version it priced on: the pricelist's Versions tab shows and compares it. */}
          {quote.pricelist.version !== null && `, version ${quote.pricelist.version}`}
        </ReadOnlyField>
        <ReadOnlyField label="Total">{formatCurrency(quote.total, quote.currency)}</ReadOnlyField>
        {/* The rate set it was priced on: another currency's amounts were converted at these. */}
        {quote.exchange_rates && <ReadOnlyField label="Exchange rates">Rates of {formatDate(quote.exchange_rates.date)}</ReadOnlyField>}
      </SimpleGrid>
      {quote.answer ? (
        <ResultCard result={quote.answer} showQuoteId={false} />
      ) : (
        <Text c="dimmed">This quote was recorded before answers were kept: only its total is known.</Text>
      )}
      <Alert variant="light" color="gray" icon={<IconInfoCircle size={18} aria-hidden />} title="Why this price">
        A quote keeps its answer, not the explanation behind it. To see why, price the same shipment in the calculator with Explain prices
        on: while the pricelist is still at version {quote.pricelist.version ?? 'the same version'}, it gives the same price.
      </Alert>
    </Stack>
  );
}
