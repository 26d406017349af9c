/**
 * Booking a quote, the one write path of every booking: a partner's system and the
 * portal (POST /api/v1/bookings) and the carrier's staff on the partner's behalf, a phone order
 * (POST /fe/quotes/{id}/booking). A shipment is booked once: a request priced for several
 * services gives a quote per service, and once one of them is booked the others are refused, by the
 * database's unique index of booked shipments (migration 0030), so two bookings at once cannot both win.
 */
import { AppError, english } from '../../errors';
import type { Seams } from '../../seams';
import type { QuotesSeam } from './quote-writer';
import { bookQuote, findBookedPeer, findQuoteBooking, isShipmentBooked, type Booker } from './quotes.repository';

/** What booking uses of the app's dependencies (deps.ts). */
type BookingDeps = Pick<Seams, 'db'> & QuotesSeam;

/** A booking asked for. */
export interface BookingAsked {
  carrierId: number;
  quoteId: string;
  /** A partner books only its own quotes (its token or its portal user); null: the carrier's staff. */
  partnerId: number | null;
  /** Who books: a signed-in user, kept on the quote; null for a partner's system. */
  booker: Booker | null;
  /** Staff booking for the quote's partner: a quote priced without a partner has none to book for. */
  forPartner?: boolean;
}

/** A quote id as the screens show it: its last 8 characters. */
const shortId = (id: string) => id.slice(-8);

/**
 * Books the quote at its quoted price and answers that price: 404 for a quote the caller may not
 * see, 409 for a booked quote, another booked quote of its shipment (named) or, for staff, a quote
 * priced without a partner.
 */
export async function bookQuoteAs(deps: BookingDeps, asked: BookingAsked): Promise<{ total: number; currency: string }> {
  const { carrierId, quoteId, partnerId, booker } = asked;
  let booked;
  try {
    // A quote answered a moment ago (by another process too) is written first (quote-writer.ts).
    booked = await deps.quotes.findRecorded(quoteId, async () => {
      if (asked.forPartner) {
        const quote = await findQuoteBooking(deps.db, carrierId, quoteId);
        if (quote && quote.partner_id === null) throw AppError.conflict(english('errors.booking.noPartner'));
      }
      return bookQuote(deps.db, carrierId, quoteId, partnerId, booker);
    });
  } catch (error) {
    if (!isShipmentBooked(error)) throw error;
    throw await shipmentBooked(deps, carrierId, quoteId);
  }
  if (booked) return { total: Number(booked.total), currency: booked.currency };
  const existing = await findQuoteBooking(deps.db, carrierId, quoteId);
  if (!existing || (partnerId !== null && existing.partner_id !== partnerId)) throw AppError.notFound(english('errors.quotes.noSuchQuote'));
  if (existing.booked_at) throw AppError.conflict(english('errors.booking.already'));
  throw AppError.notFound(english('errors.quotes.noSuchQuote'));
}

/** The 409 of a shipment booked already, naming the quote that holds the booking. */
async function shipmentBooked(deps: BookingDeps, carrierId: number, quoteId: string) {
  const peer = await findBookedPeer(deps.db, carrierId, quoteId);
  const which = peer ? english('errors.booking.quoteNamed', { id: shortId(peer.id) }) : english('errors.booking.anotherQuote');
  return new AppError(
    'CONFLICT',
    english('errors.booking.shipmentBooked', { which }),
    undefined,
    peer ? { booked_quote_id: peer.id } : undefined,
  );
}
