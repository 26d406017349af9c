/** The records' nouns and what is done to one (new, edit, delete, copy), for every CRUD area. */
import { messages } from './area';

export const records = messages({
  en: {},
  et: {},
  fi: {},
});
