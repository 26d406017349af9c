/** The setup records: areas (and the mass upload), zones, conditions, transit times and services. */
import { messages } from './area';

export const setup = messages({
  en: {},
  et: {},
  fi: {},
});
