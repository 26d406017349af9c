/** The platform admin: carriers, registrations, exchange rates and the daily fetch, quick search. */
import { messages } from './area';

export const admin = messages({
  en: {},
  et: {},
  fi: {},
});
