/** Partners: the list, the form, its people, archive, notifications and webhooks. */
import { messages } from './area';

export const partners = messages({
  en: {},
  et: {},
  fi: {},
});
