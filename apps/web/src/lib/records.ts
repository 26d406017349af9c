/**
 * Loader and action builders of the generic record pattern, shared by every area's route module.
 */
import { recordNameOf, type ApiError } from '@freight/domain';
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type ShouldRevalidateFunctionArgs } from 'react-router';
import { listPathOf, notFound, type WriteResult } from './api';
import { ContractError, isProposal, relay, type Relayed } from './client';
import { t } from './i18n';
import { fieldsOf } from './narrow';
import { toastValues, type RecordNoun } from './record-nouns';
import { toastSuccess } from './toast';
import { refreshUser } from './session';

/** What an action returns to its form when the server refused the write. */
export interface ActionError {
  error: ApiError;
}

/** The 1-based page of a list request (?page=). */
export function pageOf(request: Request): number {
  const page = Number.parseInt(new URL(request.url).searchParams.get('page') ?? '1', 10);
  return Number.isFinite(page) && page > 0 ? page : 1;
}

/**
 * The query of a list call from the page's URL: ?page= and the parameters named in `pass`, passed
 * on as they came (the list route's schema on the server judges them).
 */
export function listQuery(request: Request, pass: readonly string[] = []): Relayed {
  const params = new URL(request.url).searchParams;
  const query: Record<string, string | number> = { page: pageOf(request) };
  for (const key of pass) {
    const value = params.get(key);
    if (value) query[key] = value;
  }
  return relay(query);
}

/** The record a new form copies from (?base={id}), read by `read`, without its id; null without a base. */
export async function loadBase<T extends { id: unknown }>(
  request: Request,
  read: (id: string) => Promise<T>,
): Promise<Omit<T, 'id'> | null> {
  const base = new URL(request.url).searchParams.get('base');
  if (!base) return null;
  const { id: _id, ...copy } = await read(base);
  return copy;
}

/** The id route parameter, required. */
export function idParam(params: LoaderFunctionArgs['params'], name = 'id'): string {
  const id = params[name];
  if (!id) notFound();
  return encodeURIComponent(id);
}

/** Removes the client-only fields (_path, id) before a body goes to the server. */
function serverBody(body: Record<string, unknown>): Record<string, unknown> {
  const { _path: _ignoredPath, id: _ignoredId, ...rest } = body;
  return rest;
}

/**
 * How a record area saves, its calls typed by the route descriptors: the form's JSON is relayed
 * as it came (the server judges it, 422 naming the field).
 */
export interface RecordSaves {
  /** POST: answers the new record's id (read at run time: a pricelist's route also answers its `?check=`, without one). */
  create(body: Relayed): Promise<WriteResult<object>>;
  /** PUT of the record `id`. */
  update(id: string, body: Relayed): Promise<WriteResult<unknown>>;
}

/** The resources whose update can change the signed-in user's name or permissions. */
const REFRESHES_USER = new Set(['roles', 'users']);

/**
 * The action of a create or edit route: `saves.create` then /{_path}/{id}; `saves.update` of the
 * payload's id (the URL's when it lacks one) then /{_path}/{id}. A refused write returns
 * the server's JSON to the form; success says what was saved, the record named by its `noun` in the
 * reader's language ("Partner Acme created", records.created.partner; "Pricelist Baltic 2026 saved",
 * records.saved.pricelist).
 */
export function recordAction(resource: string, noun: RecordNoun, saves: RecordSaves) {
  return async ({ request, params }: ActionFunctionArgs): Promise<ActionError | Response> => {
    const body = fieldsOf(await request.json()) ?? {};
    const path = typeof body._path === 'string' && body._path ? body._path : resource;
    if (request.method === 'POST') {
      const result = await saves.create(relay(serverBody(body)));
      if (!result.ok) return { error: result.error };
      // Held for approval: nothing was created yet, so back to the list.
      if (isProposal(result.data)) return proposed(`/${path}`);
      const id = 'id' in result.data ? result.data.id : undefined;
      if (typeof id !== 'number' && typeof id !== 'string') throw new ContractError(`POST ${path}: the answer names no id`);
      toastSuccess(t(`records.created.${noun}`, toastValues(recordNameOf(body))));
      return redirect(`/${path}/${id}`);
    }
    if (request.method === 'PUT') {
      const id = body.id ?? params.id;
      const result = await saves.update(String(id), relay(serverBody(body)));
      if (!result.ok) return { error: result.error };
      if (isProposal(result.data)) return proposed(`/${path}/${id}`);
      // A role or user saved may be the signed-in user's own: refresh it (docs/product/shell.md §4), or sign in again.
      if (REFRESHES_USER.has(path) && !(await refreshUser())) return redirect('/login');
      toastSuccess(t(`records.saved.${noun}`, toastValues(recordNameOf(body))));
      return redirect(`/${path}/${id}`);
    }
    throw new Response('Method not allowed', { status: 405, statusText: 'Method Not Allowed' });
  };
}

/** A save that approvals hold (202): said in a toast, then the record's page (or the list, for a new record). */
function proposed(to: string): Response {
  toastSuccess(t('approvals.proposed'));
  return redirect(to);
}

/**
 * The action of a /{resource}/{id}/destroy route: DELETE (`remove`, api.remove with its rules),
 * then the list with "Area North deleted" (records.deleted.area: the record named by its `noun` in
 * the reader's language; the name comes with the confirmation's form, DestroyConfirm's `recordName`).
 * A delete that approvals hold (202) deleted nothing: "Saved for approval", and the record's page.
 */
export function destroyAction(
  resource: string,
  noun: RecordNoun,
  remove: (id: string) => Promise<WriteResult<undefined>>,
  redirectTo = listPathOf(resource),
) {
  return async ({ params, request }: ActionFunctionArgs): Promise<ActionError | Response> => {
    const id = idParam(params);
    const result = await remove(id);
    if (!result.ok) return { error: result.error };
    if (result.status === 202) return proposed(`/${resource}/${id}`);
    toastSuccess(t(`records.deleted.${noun}`, toastValues(await destroyedName(request))));
    return redirect(redirectTo);
  };
}

/** The record name a destroy confirmation sent along (its hidden `name` field), '' without one. */
async function destroyedName(request: Request): Promise<string> {
  try {
    const name = (await request.formData()).get('name');
    return typeof name === 'string' ? name : '';
  } catch {
    return '';
  }
}

/**
 * A page keeps its loader data after a submit: a refused save must not reload the record under
 * the clerk's unsaved form (a grid's state is seeded from it), and a calculation does not reload
 * the calculator's lists.
 */
export function keepAfterSubmit({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs): boolean {
  return formMethod ? false : defaultShouldRevalidate;
}
