/** Surcharges: the list, the form, its grid and zone conditions, the fuel index. */
import { messages } from './area';

export const surcharges = messages({
  en: {},
  et: {},
  fi: {},
});
