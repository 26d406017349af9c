/** The landing, legal, help, dashboard, settings and statistics pages. */
import { messages } from './area';

export const pages = messages({
  en: {},
  et: {},
  fi: {},
});
