/** Rate increases: the change, the chooser, the preview, applying and scheduled increases. */
import { messages } from './area';

export const increase = messages({
  en: {},
  et: {},
  fi: {},
});
