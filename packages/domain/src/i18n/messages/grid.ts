/** The price grid: its toolbar, header, cells, problems and status. */
import { messages } from './area';

export const grid = messages({
  en: {},
  et: {},
  fi: {},
});
