/** The tools: bulk budgets, mass pricing, tenders and the jobs panel. */
import { messages } from './area';

export const tools = messages({
  en: {},
  et: {},
  fi: {},
});
