/**
 * /quotes/{id} (issue 25): one quote as it was given: lane, shipment rows, partner, service, the
 * pricelist and the version it priced on, the charges with their surcharges, the dates, and
 * whether it was booked. The charges are the calculator's own result card.
 */
import { QUOTE_ROUTES, type QuoteView } from '@freight/domain';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { notFound } from '../../lib/api';
import { api } from '../../lib/client';
import { QuoteDetails } from './quote-parts';
import { isQuoteId } from './quote-text';

export async function quoteViewLoader({ params }: LoaderFunctionArgs): Promise<QuoteView> {
  const id = params.id ?? '';
  if (!isQuoteId(id)) notFound();
  return api.read(QUOTE_ROUTES.get, { params: { id } });
}

export function QuotePage() {
  const quote = useLoaderData() as QuoteView;
  return <QuoteDetails quote={quote} audience="staff" backTo="/quotes" />;
}
