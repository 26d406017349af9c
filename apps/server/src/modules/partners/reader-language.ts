/**
 * The language a signed-in person reads a document in (docs/api.md "Languages"): the `lang` the
 * call asks for, else their own (`users.language`; an admin pretending keeps theirs), else the
 * language the call's Accept-Language names when it is one of ours (the web app sends the one its
 * screens are in, so a download reads as the page it came from), else a partner user's partner's
 * (its own, else the carrier's), else their carrier's.
 */
import { acceptedLanguages, DEFAULT_LANGUAGE, firstLanguage, type Language } from '@freight/domain';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/carrier-scope';
import { partnerLanguage } from './partners.service';

export async function readerLanguage(
  db: Db,
  request: Pick<FastifyRequest, 'auth' | 'headers'>,
  asked?: Language | null,
): Promise<Language> {
  if (asked) return asked;
  const { auth } = request;
  if (auth?.realUser.language) return auth.realUser.language;
  const accepted = firstLanguage(acceptedLanguages(request.headers['accept-language']));
  if (accepted) return accepted;
  if (!auth) return DEFAULT_LANGUAGE;
  if (auth.partnerLanguage) return auth.partnerLanguage;
  if (auth.carrierId === null) return DEFAULT_LANGUAGE;
  return partnerLanguage(db, auth.carrierId, null);
}
