/**
 * /quotes/{id}: one quote as it was given: lane, shipment rows, partner, service, the
 * pricelist and the version it priced on, the charges with their surcharges, the dates, and
 * whether it was booked. The charges are the calculator's own result card.
 */
import { QUOTE_ROUTES, type QuoteView } from '@freight/domain';
import { useLoaderData, useRevalidator, type LoaderFunctionArgs } from 'react-router';
import { notFound } from '../../lib/api';
import { api } from '../../lib/client';
import { canWrite } from '../../lib/permissions';
import { useUser } from '../../lib/session';
import { BookButton } from '../portal/BookButton';
import { QuoteDetails } from './quote-parts';
import { isQuoteKey } from './quote-text';

export async function quoteViewLoader({ params }: LoaderFunctionArgs): Promise<QuoteView> {
  const id = params.id ?? '';
  // The whole id, or the short id a list shows (the server finds it among the carrier's).
  if (!isQuoteKey(id)) notFound();
  return api.read(QUOTE_ROUTES.get, { params: { id } });
}

export function QuotePage() {
  const quote = useLoaderData<typeof quoteViewLoader>();
  const revalidator = useRevalidator();
  const user = useUser();
  // A phone order: staff who manage partners book a partner's quote for them.
  const bookable = !quote.booked_at && !quote.shipment_booked_as && quote.customer !== null && canWrite(user, 'partners');
  return (
    <QuoteDetails
      quote={quote}
      audience="staff"
      backTo="/quotes"
      actions={
        bookable && <BookButton key={quote.quote_id} quoteId={quote.quote_id} forPartner onBooked={() => void revalidator.revalidate()} />
      }
    />
  );
}
