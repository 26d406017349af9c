/** The shared components' texts: lists, filters, forms, dialogs, error screens, banners. */
import { messages } from './area';

export const ui = messages({
  en: {},
  et: {},
  fi: {},
});
