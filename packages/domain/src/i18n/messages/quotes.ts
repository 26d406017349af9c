/** Quotes and bookings: the list, search, a quote's parts and exports. */
import { messages } from './area';

export const quotes = messages({
  en: {},
  et: {},
  fi: {},
});
