/** Form validation messages: the schemas' own and zod's, in each language. */
import { messages } from './area';

export const validation = messages({
  en: {},
  et: {},
  fi: {},
});
