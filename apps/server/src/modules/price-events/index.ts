/** What other modules may use of price-events: the lint (.dependency-cruiser.cjs) keeps them to this file. */
export { emitDueEffective, emitPricelistEvents, emitScheduledSuccessors } from './events';
export { pricelistFacts } from './events.repository';
