/**
 * The language of the screens (docs/decisions/0021-languages.md): the signed-in user's choice; before
 * one is made (and for a visitor), the one chosen on this browser, else a partner user's partner's
 * (the partner's own, else the carrier's), else the browser's own, else English. `t` reads the language now (loaders, actions, toasts); components take `useT()`, which
 * re-renders them when it changes. The messages are the domain's catalogs.
 *
 * A developer's pseudo-locale: localStorage `language` set to 'pseudo' (by hand, then a reload) makes
 * every message the English one accented, 30 % longer and bracketed (domain `pseudoLocalize`), to
 * show what a longer language would cut; the language menu does not offer it, the server does not take it.
 */
import { useSyncExternalStore } from 'react';
import {
  AUTH_ROUTES,
  isLanguage,
  pickLanguage,
  pseudoLocalize,
  translate,
  type Language,
  type MessageKey,
  type MessageValues,
} from '@freight/domain';
import { setAnswerLanguage } from './api';
import { api } from './client';
import { session } from './session';

const STORED = 'language';
const PSEUDO = 'pseudo';
const listeners = new Set<() => void>();

/** Read once: the pseudo-locale is switched on by hand and a reload. */
let pseudo = ((): boolean => {
  try {
    return localStorage.getItem(STORED) === PSEUDO;
  } catch {
    return false;
  }
})();

/** A message in `language`, or in the pseudo-locale when it is on. */
function message(language: Language, key: MessageKey, values?: MessageValues): string {
  return pseudo ? pseudoLocalize(key, values) : translate(language, key, values);
}

function storedLanguage(): Language | null {
  try {
    const value = localStorage.getItem(STORED);
    return isLanguage(value) ? value : null;
  } catch {
    // Storage off (a private window's policy): the browser's language serves.
    return null;
  }
}

/** The browser's own: the first of navigator.languages that is ours. */
function browserLanguage(): Language {
  return pickLanguage(typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]));
}

/** The language the screens are in now. */
export function currentLanguage(): Language {
  // The pseudo-locale is made from the English.
  if (pseudo) return 'en';
  const { user } = session.get();
  return user?.language ?? storedLanguage() ?? user?.partner?.language ?? browserLanguage();
}

// The server says its errors in the reader's language too.
setAnswerLanguage(currentLanguage);

/** A message in the current language. */
export function t(key: MessageKey, values?: MessageValues): string {
  return message(currentLanguage(), key, values);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const unsubscribe = session.subscribe(listener);
  return () => {
    listeners.delete(listener);
    unsubscribe();
  };
}

/** The current language in a component (re-rendered when the user or this browser changes it). */
export function useLanguage(): Language {
  return useSyncExternalStore(subscribe, currentLanguage, currentLanguage);
}

/** `t` in a component: bound to the current language, so the component re-renders with a new one. */
export function useT(): typeof t {
  const language = useLanguage();
  return (key, values) => message(language, key, values);
}

/**
 * Chooses the language: kept on this browser (the sign-in pages read it) and, for a signed-in
 * user, on the user (PUT /fe/user), so every browser they use follows. False when the server refused.
 */
export async function chooseLanguage(language: Language): Promise<boolean> {
  pseudo = false;
  try {
    localStorage.setItem(STORED, language);
  } catch {
    // Not kept on this browser; the user's own setting still is.
  }
  for (const listener of listeners) listener();
  if (!session.get().user) return true;
  try {
    const result = await api.exchange(AUTH_ROUTES.updateUser, { body: { language } });
    if (!result.ok) return false;
    session.setUser(result.data);
    return true;
  } catch {
    return false;
  }
}
