/**
 * A rate increase's change in one line, as the scheduled list shows it (versions/rate-increase.ts
 * describeIncrease): "+4,5 %, rounded to 0,05", "3 rules, rounded to 0,10". The English is the
 * server's word for word (the list's `change`); localizeIncrease says it again in the reader's language.
 */
import { messages } from './area';

export const changes = messages({
  en: {
    'changes.increase':
      '{kind, select, percent {{percent} %} other {{rules, plural, one {# rule} other {# rules}}}}, rounded to {rounding}',
  },
  et: {
    'changes.increase':
      '{kind, select, percent {{percent} %} other {{rules, plural, one {# reegel} other {# reeglit}}}}, ümardatud täpsusega {rounding}',
  },
  fi: {
    'changes.increase':
      '{kind, select, percent {{percent} %} other {{rules, plural, one {# sääntö} other {# sääntöä}}}}, pyöristettynä tarkkuuteen {rounding}',
  },
});
