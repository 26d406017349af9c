/**
 * What the staff's quotes (/quotes) and the portal's (/portal/quotes) both show: the search's
 * columns and one quote's page. The portal shows the partner's own quotes: no Partner column or
 * field, no link into the pricelists, and Book while the quote is not booked.
 */
import { Alert, Anchor, Badge, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { localizeReason, type QuoteListItem, type QuoteView, type Translate } from '@freight/domain';
import { IconInfoCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '../../components/PageHeader';
import { ReadOnlyField } from '../../components/ReadOnlyField';
import type { Column } from '../../components/RecordList';
import { formatCurrency, formatDate, formatMoment, formatMomentIn, timeHeader } from '../../lib/format';
import { useLanguage, useT } from '../../lib/i18n';
import { useTimeZone } from '../../lib/session';
import { pricelistName } from '../pricelists/labels';
import { ResultCard } from '../tool/ResultCard';
import { addressText, laneText, quoteReference, shipmentLines, shortQuoteId } from './quote-text';
import { withElements } from '../../lib/with-elements';

/** Who looks: the carrier's staff, or a partner's people in the portal. */
export type QuoteAudience = 'staff' | 'portal';

/** A row of a quote search (the staff's and the portal's answer the same items). */
export type QuoteRow = QuoteListItem & { id: string };

type ColumnName = 'quote' | 'priced' | 'partner' | 'lane' | 'reference' | 'service' | 'total' | 'booked';

function quoteColumns(t: Translate, timeZone: string): Record<ColumnName, Column<QuoteRow>> {
  return {
    quote: {
      header: t('quotes.column.quote'),
      render: (q) => (
        <Text ff="monospace" size="sm" span>
          {shortQuoteId(q.quote_id)}
        </Text>
      ),
    },
    priced: { header: timeHeader(t('quotes.priced'), timeZone), render: (q) => formatMoment(q.created_at, timeZone) },
    partner: { header: t('common.partner'), render: (q) => q.customer?.name ?? t('quotes.general') },
    lane: { header: t('quotes.column.lane'), render: (q) => laneText(q) },
    reference: { header: t('quotes.reference'), render: (q) => q.reference ?? '' },
    service: { header: t('quotes.service'), render: (q) => q.service?.name ?? '' },
    total: {
      header: t('common.total'),
      render: (q) => (
        <Text size="sm" span style={{ whiteSpace: 'nowrap' }}>
          {formatCurrency(q.total, q.currency)}
        </Text>
      ),
    },
    booked: {
      header: t('quotes.booked'),
      render: (q) => (
        <Badge variant="light" color={q.booked_at ? 'green' : 'gray'} tt="none">
          {q.booked_at ? t('quotes.booked') : t('quotes.notBooked')}
        </Badge>
      ),
    },
  };
}

/** The columns in each one's order: the partner's own reference comes before the lane. */
const COLUMN_ORDER: Record<QuoteAudience, ColumnName[]> = {
  staff: ['quote', 'priced', 'partner', 'lane', 'reference', 'service', 'total', 'booked'],
  portal: ['quote', 'priced', 'reference', 'lane', 'service', 'total', 'booked'],
};

export function useQuoteColumns(audience: QuoteAudience): Column<QuoteRow>[] {
  const columns = quoteColumns(useT(), useTimeZone());
  return COLUMN_ORDER[audience].map((name) => columns[name]);
}

interface QuoteDetailsProps {
  quote: QuoteView;
  audience: QuoteAudience;
  backTo: string;
  /** The page header's actions, e.g. Book. */
  actions?: ReactNode;
}

/** Booked or not, the quote the shipment is booked as, and (for staff) where it was asked. */
function QuoteStatus({ quote, staff, backTo }: { quote: QuoteDetailsProps['quote']; staff: boolean; backTo: string }) {
  const t = useT();
  const timeZone = useTimeZone();
  return (
    <Group gap="xs">
      <Badge variant="light" color={quote.booked_at ? 'green' : 'gray'} tt="none">
        {quote.booked_at ? t('quotes.bookedAt', { moment: formatMoment(quote.booked_at, timeZone) }) : t('quotes.notBooked')}
      </Badge>
      {quote.shipment_booked_as && (
        <Text size="sm">
          {withElements((values) => t('quotes.bookedAs', values), {
            quote: (
              <Anchor component={Link} to={`${backTo}/${quote.shipment_booked_as}`}>
                {shortQuoteId(quote.shipment_booked_as)}
              </Anchor>
            ),
          })}
        </Text>
      )}
      {staff && (
        <Badge variant="light" color="blue" tt="none">
          {quote.via_tms ? t('quotes.viaTms') : t('quotes.viaCalculator')}
        </Badge>
      )}
    </Group>
  );
}

/** One quote as it was given: the lane, the shipment, the service, the pricelist, the charges. */
export function QuoteDetails({ quote, audience, backTo, actions }: QuoteDetailsProps) {
  const t = useT();
  const language = useLanguage();
  const timeZone = useTimeZone();
  const staff = audience === 'staff';
  const reference = quoteReference(quote.request);
  const pricelist = quote.pricelist.name === null ? `#${quote.pricelist.id}` : pricelistName(quote.pricelist.name);
  return (
    <Stack gap="md">
      <PageHeader
        title={t('quotes.quoteTitle', { id: shortQuoteId(quote.quote_id) })}
        backTo={backTo}
        summary={<QuoteStatus quote={quote} staff={staff} backTo={backTo} />}
        actions={actions}
      />
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" verticalSpacing="sm">
        <ReadOnlyField label={t('quotes.quoteId')}>
          <Text ff="monospace" size="sm" span>
            {quote.quote_id}
          </Text>
        </ReadOnlyField>
        <ReadOnlyField label={t('quotes.priced')}>{formatMomentIn(quote.created_at, timeZone)}</ReadOnlyField>
        {quote.booked_by && <ReadOnlyField label={t('quotes.bookedBy')}>{quote.booked_by.name}</ReadOnlyField>}
        {staff && <ReadOnlyField label={t('common.partner')}>{quote.customer?.name ?? t('quotes.generalNoPartner')}</ReadOnlyField>}
        {staff ? (
          reference && <ReadOnlyField label={t('quotes.reference')}>{reference}</ReadOnlyField>
        ) : (
          <ReadOnlyField label={t('quotes.reference')}>{reference ?? '–'}</ReadOnlyField>
        )}
        <ReadOnlyField label={t('quotes.collection')}>{addressText(quote.collection)}</ReadOnlyField>
        <ReadOnlyField label={t('quotes.delivery')}>{addressText(quote.delivery)}</ReadOnlyField>
        <ReadOnlyField label={t('quotes.shipment')}>{shipmentLines(t, quote.request).join('\n')}</ReadOnlyField>
        <ReadOnlyField label={t('quotes.service')}>
          {quote.service?.name ?? (staff ? `#${quote.answer?.service.id ?? ''}` : '')}
        </ReadOnlyField>
        <ReadOnlyField label={t('quotes.pricelist')}>
          {staff ? (
            <>
              <Anchor component={Link} to={`/pricelists/${quote.pricelist.id}`} size="sm">
                {pricelist}
              </Anchor>
              {/* The version it priced on: the pricelist's Versions tab shows and compares it. */}
              {quote.pricelist.version !== null && t('quotes.pricelistVersion', { version: String(quote.pricelist.version) })}
            </>
          ) : (
            pricelist
          )}
        </ReadOnlyField>
        <ReadOnlyField label={t('common.total')}>{formatCurrency(quote.total, quote.currency)}</ReadOnlyField>
        {/* The rate set it was priced on: another currency's amounts were converted at these. */}
        {staff && quote.exchange_rates && (
          <ReadOnlyField label={t('quotes.exchangeRates')}>
            {t('quotes.ratesOf', { date: formatDate(quote.exchange_rates.date) })}
          </ReadOnlyField>
        )}
      </SimpleGrid>
      {quote.answer ? (
        <ResultCard result={quote.answer} showQuoteId={false} />
      ) : (
        // Its charges are priced again from what it keeps; the server says why they cannot be shown.
        staff && quote.answer_missing && <Text c="dimmed">{localizeReason(language, quote.answer_missing)}</Text>
      )}
      {/* Why the charges above: none shown, none to explain. */}
      {staff && quote.answer && (
        <Alert variant="light" color="gray" icon={<IconInfoCircle size={18} aria-hidden />} title={t('calculator.why')}>
          {t('quotes.why.text', { version: quote.pricelist.version === null ? 'none' : String(quote.pricelist.version) })}
        </Alert>
      )}
    </Stack>
  );
}
