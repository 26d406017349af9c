/** Versions and backtests: the panel, a version, the diff, the backtest's report. */
import { messages } from './area';

export const versions = messages({
  en: {},
  et: {},
  fi: {},
});
