/** Counts of the glossary's terms, in each language's plural forms. */
import { messages } from './area';

export const counts = messages({
  en: {
    'count.pricelists': '{count, plural, one {# pricelist} other {# pricelists}}',
  },
  et: {
    'count.pricelists': '{count, plural, one {# hinnakiri} other {# hinnakirja}}',
  },
  fi: {
    'count.pricelists': '{count, plural, one {# hinnasto} other {# hinnastoa}}',
  },
});
