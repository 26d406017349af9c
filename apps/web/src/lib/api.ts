/**
 * The one fetch wrapper of the web app: the transport under the typed client (client.ts). Every
 * call goes to `/fe/...` with the session cookie and JSON bodies; a failed answer is read back into
 * the domain's ApiError (`parseApiError`), and the error rules of docs/product/shell.md §8 branch on
 * its code. Each call of client.ts's `api` is one row:
 *
 * | call                | UNAUTHORIZED | FORBIDDEN             | NOT_FOUND            | other failure          |
 * |---------------------|--------------|-----------------------|----------------------|------------------------|
 * | read a record/list  | go to /login | go to /               | throw 404 'Not found.' | throw to the route error |
 * | read form options   | go to /login | go to /               | []                   | []                     |
 * | POST (create)       | go to /login | go to the resource list | the server's JSON  | the server's JSON      |
 * | PUT (update)        | go to /login | the server's JSON     | the server's JSON    | the server's JSON      |
 * | DELETE              | go to /login | go to /               | throw 404 'Not found.' | the server's JSON      |
 *
 * "Go to" throws a React Router redirect, so these helpers belong in loaders and actions.
 * The browser adds the Origin header to POST/PUT/DELETE, which the server's same-origin check reads;
 * every call also carries APP_REQUEST_HEADER, which a link or a form on another site cannot send,
 * so the GETs that change state (sign out, pretend, two-factor set-up) prove where they come from.
 */
import { APP_REQUEST_HEADER, parseApiError, pickLanguage, translate, type ApiError } from '@freight/domain';
import { data, redirect } from 'react-router';
import { loginPath } from './next-path';

/** A paged list answer: `{items, count}`, 25 a page. */
export interface ListAnswer<T> {
  items: T[];
  count: number;
}

/** What a write returns to the form: the answer, or the server's error. */
export type WriteResult<T> = { ok: true; status: number; data: T } | { ok: false; status: number; error: ApiError };

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/** Query values as a URL carries them; empty ones are left out. */
export type Query = Record<string, string | number | boolean | null | undefined>;

/** Joins `/fe`, a path without its prefix (`users/3`) and an optional query; an `/api/...` path is kept. */
export function feUrl(path: string, query?: Query): string {
  const clean = path.replace(/^\/+/, '').replace(/^fe\//, '');
  const url = clean.startsWith('api/') ? `/${clean}` : `/fe/${clean}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

let answerLanguage: () => string = () => 'en';

/** Registers the language the server's messages are to be said in (i18n.ts: the reader's). */
export function setAnswerLanguage(language: () => string): void {
  answerLanguage = language;
}

/**
 * What a call that got no answer says, in the reader's language: the server could not be reached
 * (not the browser's own English, "Failed to fetch"). The catalogs are read directly: i18n.ts
 * imports this file.
 */
export function networkFailure(): ApiError {
  return { code: 'INTERNAL', message: translate(pickLanguage([answerLanguage()]), 'auth.networkError') };
}

/**
 * The raw call: cookie credentials, JSON in and out, Accept-Language the reader's language (the
 * server says its errors in it). Network failures reject as usual.
 */
export async function send(method: Method, path: string, body?: unknown, query?: Query): Promise<Response> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': answerLanguage(),
    [APP_REQUEST_HEADER.name]: APP_REQUEST_HEADER.value,
  };
  const init: RequestInit = { method, credentials: 'include', headers };
  if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(body);
  }
  return fetch(feUrl(path, query), init);
}

/**
 * The file name a content-disposition header gives: its UTF-8 form (`filename*`, RFC 5987) when
 * there is one ("Tõstuk-GRP.xlsx"), else the plain `filename`; null without either.
 */
export function fileNameOf(response: Response): string | null {
  const header = response.headers.get('content-disposition') ?? '';
  const encoded = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim());
    } catch {
      // A malformed encoding: the plain name below.
    }
  }
  return /filename\s*=\s*"([^"]*)"/i.exec(header)?.[1] ?? /filename\s*=\s*([^";]+)/i.exec(header)?.[1]?.trim() ?? null;
}

/**
 * A file fetched (an export, a calculation's workbook): its status, bytes and the name the server
 * gives it, or the server's error.
 */
export type FileAnswer = { ok: true; status: number; blob: Blob; name: string | null } | { ok: false; status: number; error: ApiError };

/** Fetches a file with the session (GET, or a POST with its JSON body); the caller shows it is busy meanwhile and offers the blob. */
export async function fetchFile(method: Method, path: string, body?: unknown, query?: Query): Promise<FileAnswer> {
  let response: Response;
  try {
    response = await send(method, path, body, query);
  } catch {
    return { ok: false, status: 0, error: networkFailure() };
  }
  if (!response.ok) return { ok: false, status: response.status, error: await readError(response) };
  return { ok: true, status: response.status, blob: await response.blob(), name: fileNameOf(response) };
}

/** Reads a JSON body; an empty or non-JSON body gives `undefined`. */
export async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** A failed answer as an ApiError: the server's body, or one made from the status when it is not one. */
export async function readError(response: Response): Promise<ApiError> {
  return parseApiError(response.status, await readJson(response), response.statusText);
}

let onUnauthorized: (() => void) | null = null;

/** Registers what a 401 does besides going to /login (the session forgets its user). */
export function setUnauthorizedHandler(handler: () => void): void {
  onUnauthorized = handler;
}

/**
 * A 401: the session is gone; forget the user and go to /login, keeping the page the browser is
 * on (the page opened signed out, on a first load) to return to after signing in.
 */
export function toLogin(): never {
  onUnauthorized?.();
  throw redirect(loginPath(window.location.pathname + window.location.search));
}

/**
 * The data of the 404 every reader throws. The route error screens say it in the reader's language
 * (ErrorScreens' errorDetail: ui.error.notFound); this module does not read the language, as
 * lib/i18n.ts reads the session, whose module needs this one first.
 */
export const NOT_FOUND = 'Not found.';

/** The 404 every reader throws; the route error screens show it as 'Not found.'. */
export function notFound(): never {
  throw data(NOT_FOUND, { status: 404, statusText: 'Not Found' });
}

/** A failed read under the record rules: 401 /login, 403 /, 404 the 404 data, else the error to the route. */
export function failRead(response: Response, error: ApiError): never {
  if (error.code === 'UNAUTHORIZED') toLogin();
  if (error.code === 'FORBIDDEN') throw redirect('/');
  if (error.code === 'NOT_FOUND') notFound();
  throw data(error, { status: response.status, statusText: error.message });
}

/** Resources an admin reaches nested under a carrier: `admin/carriers/{id}/surcharges`. */
const CARRIER_NESTED = new Set(['surcharges']);

/**
 * The list a resource path belongs to: `users/3/edit` -> `/users`, `admin/carriers/2` -> `/admin/carriers`,
 * `admin/carriers/2/surcharges/5` -> `/admin/carriers/2/surcharges`.
 */
export function listPathOf(path: string): string {
  const segments = path.replace(/^\/+/, '').split('?')[0]!.split('/').filter(Boolean);
  const nested = segments[0] === 'admin' && segments[1] === 'carriers' && CARRIER_NESTED.has(segments[3] ?? '');
  const take = nested ? 4 : segments[0] === 'admin' ? 2 : 1;
  return `/${segments.slice(0, take).join('/')}`;
}

/**
 * POST (or PUT: a replaced logo) a file as multipart/form-data (field `file`), e.g. an edited workbook. 401 goes to /login;
 * otherwise the status and the whole JSON body (a refused workbook carries its difference beside
 * `errors`), which the caller reads with its answer schema or parseApiError.
 */
export async function uploadFile(
  path: string,
  file: Blob,
  query?: Query,
  method: 'POST' | 'PUT' = 'POST',
): Promise<{ status: number; body: unknown }> {
  const body = new FormData();
  body.append('file', file);
  const response = await fetch(feUrl(path, query), {
    method,
    credentials: 'include',
    headers: { Accept: 'application/json' },
    body,
  });
  if (response.status === 401) toLogin();
  return { status: response.status, body: await readJson(response) };
}
