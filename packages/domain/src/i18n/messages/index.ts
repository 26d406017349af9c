/**
 * The catalogs (ICU MessageFormat), one per language, gathered from the areas' files. A key names
 * where its text is shown (`shell.`, `login.`, `portal.`); the glossary's terms are in ../terms.ts.
 * A new area is a file here and a line in AREAS.
 */
import type { Language } from '../languages';
import { account } from './account';
import { calculator } from './calculator';
import { common } from './common';
import { counts } from './counts';
import { portal } from './portal';
import { portalPages } from './portal-pages';
import { shell } from './shell';
import { records } from './records';
import { ui } from './ui';
import { grid } from './grid';
import { pricelists } from './pricelists';
import { increase } from './increase';
import { versions } from './versions';
import { partners } from './partners';
import { users } from './users';
import { surcharges } from './surcharges';
import { setup } from './setup';
import { admin } from './admin';
import { pages } from './pages';
import { tools } from './tools';
import { quotes } from './quotes';
import { validation } from './validation';
import { signIn } from './sign-in';
import { documentWords } from './document-words';
import { rateCard } from './rate-card';
import { workbooks } from './workbooks';
import { mails } from './mails';
import { fields } from './fields';
import { imports } from './imports';
import { health } from './health';
import { changes } from './changes';
import { errorsAccess } from './errors-access';
import { errorsPricing } from './errors-pricing';
import { errorsTools } from './errors-tools';
import { distances } from './distances';
import { postcodePoints } from './postcode-points';
import { approvals } from './approvals';

export const AREAS = {
  common,
  shell,
  signIn,
  portal,
  counts,
  portalPages,
  account,
  calculator,
  records,
  ui,
  grid,
  pricelists,
  increase,
  versions,
  partners,
  users,
  surcharges,
  setup,
  admin,
  pages,
  tools,
  quotes,
  validation,
  documentWords,
  rateCard,
  workbooks,
  mails,
  fields,
  imports,
  health,
  changes,
  errorsAccess,
  errorsPricing,
  errorsTools,
  distances,
  postcodePoints,
  approvals,
} as const;

type Areas = typeof AREAS;
export type MessageKey = { [A in keyof Areas]: keyof Areas[A]['en'] & string }[keyof Areas];
/** A language's catalog: every key, no other. */
export type Catalog = { readonly [K in MessageKey]: string };

function catalogOf(language: Language): Catalog {
  return Object.assign({}, ...Object.values(AREAS).map((area) => area[language]));
}

export const en = catalogOf('en');
export const CATALOGS: Record<Language, Catalog> = { en, et: catalogOf('et'), fi: catalogOf('fi') };
