/**
 * The language a signed-in person reads a document in (docs/api.md "Languages"): the `lang` the
 * call asks for, else their own (`users.language`; an admin pretending keeps theirs), else a
 * partner user's partner's (its own, else the carrier's), else their carrier's.
 */
import { DEFAULT_LANGUAGE, type Language } from '@freight/domain';
import type { Db } from '../../db/carrier-scope';
import type { AuthContext } from '../../http/context';
import { partnerLanguage } from './partners.service';

export async function readerLanguage(db: Db, auth: AuthContext | null, asked?: Language | null): Promise<Language> {
  if (asked) return asked;
  if (!auth) return DEFAULT_LANGUAGE;
  if (auth.realUser.language) return auth.realUser.language;
  if (auth.partnerLanguage) return auth.partnerLanguage;
  if (auth.carrierId === null) return DEFAULT_LANGUAGE;
  return partnerLanguage(db, auth.carrierId, null);
}
