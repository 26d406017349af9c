/** Pricelists: the list, the page, the form, the archive, imports and exports, the health check. */
import { messages } from './area';

export const pricelists = messages({
  en: {},
  et: {},
  fi: {},
});
