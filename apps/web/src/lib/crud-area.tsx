/**
 * A CRUD area declared once: its route group's descriptors (list, get, create, update, delete) and
 * what the screens say; the list, view, new, edit and destroy routes, their loaders, actions,
 * error titles and toasts are derived from it (on `recordAction`; the destroy's title and toast name the
 * record by the area's `noun`, records.delete.* and records.deleted.*).
 * The record and list rows are typed by the descriptors, `Answer<typeof X_ROUTES.get>` and
 * `ListItem<typeof X_ROUTES.list>`.
 */
import type { Answer, MessageKey, PermissionArea, RouteDescriptor, Translate, idParams } from '@freight/domain';
import type { ComponentType, ReactNode } from 'react';
import { useLoaderData, type ActionFunction, type LoaderFunction, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import type { z } from 'zod';
import { DestroyConfirm } from '../components/DestroyConfirm';
import { AreaError } from '../components/ErrorScreens';
import type { FormMode } from '../components/RecordForm';
import { RecordList, type Column } from '../components/RecordList';
import { WaitingForApproval, type RecordWithPage } from '../components/WaitingForApproval';
import { api, type JsonRoute, type ListItem, type Relayed } from './client';
import { syncFilterMemory, type FilterMemoryKey } from './filter-memory';
import { t, useT } from './i18n';
import type { RecordNoun } from './record-nouns';
import { destroyAction, idParam, listQuery, recordAction } from './records';

/** The descriptors a CRUD area is made of (a route group such as SERVICE_ROUTES has them all). */
export interface CrudRouteGroup {
  /** A page of rows, each with its id. */
  list: JsonRoute & { query: z.ZodType; answer: z.ZodType<{ items: readonly { id: number | string }[]; count: number }> };
  get: JsonRoute & { params: typeof idParams };
  /** Answers the new record's id. */
  create: RouteDescriptor & { body: z.ZodType; answer: z.ZodType<{ id: number }> };
  update: RouteDescriptor & { params: typeof idParams; body: z.ZodType };
  /** Absent for an area whose records are archived, not deleted (partners). */
  delete?: RouteDescriptor & { params: typeof idParams };
}

/** The record of an area as its `get` answers it. */
export type CrudRecord<G extends CrudRouteGroup> = Answer<G['get']>;

/** A row of an area's list (its id is known to RecordList). */
export type CrudRow<G extends CrudRouteGroup> = ListItem<G['list']> & { id: number | string };

/** What the list page reads: the page of rows and what `list.extra` loaded beside it. */
interface ListData<G extends CrudRouteGroup, X> {
  items: CrudRow<G>[];
  count: number;
  extra: X;
}

/** What the form pages read: the record (a copy or a blank on /new) and the form's options. */
interface FormData<G extends CrudRouteGroup, O> {
  record: Partial<CrudRecord<G>>;
  options: O;
}

/** The props of an area's form page (view, edit and new). */
export interface CrudFormProps<G extends CrudRouteGroup, O = undefined> {
  mode: FormMode;
  record: Partial<CrudRecord<G>>;
  options: O;
  /** Above the fields (RecordForm's `lead`): what waits for approval on the record, for an area with `approvals`. */
  lead?: ReactNode;
}

/**
 * The list page of an area. Its texts are message keys and its columns a function of `t`: the
 * declaration is read once, the screens in whatever language the person has now.
 */
export interface CrudListOptions<G extends CrudRouteGroup, X> {
  /** The page title: 'setup.services.title'. */
  title: MessageKey;
  columns: (t: Translate) => Column<CrudRow<G>>[];
  newLabel: MessageKey;
  emptyText: MessageKey;
  /** The list query's parameters passed on from the page's URL besides ?page=. */
  pass?: readonly string[];
  /** The filter memory the list keeps its filters in (read from the URL before the list loads). */
  memory?: FilterMemoryKey;
  /** Loaded beside the rows (the country filter's options). */
  extra?: () => Promise<X>;
  filters?: (extra: X) => ReactNode;
  /** Buttons beside New. */
  actions?: ReactNode | (() => ReactNode);
  backTo?: string;
}

/** The destroy confirmation of an area; without it (or without a `delete` route) the area has no /{id}/destroy. */
export interface CrudDestroyOptions<G extends CrudRouteGroup> {
  /** The confirm button says the title too ('Delete service'); false leaves it 'Delete'. */
  confirmLabel?: boolean;
  /** The record's name for the toast ('Service Express deleted'); `name` by default. */
  name?: (record: CrudRecord<G>) => string;
  /** What is about to go, in a sentence. */
  text: (record: CrudRecord<G>) => ReactNode;
  /** A 403 (the Owner's rules) is said on the page, not sent home. */
  refusalInPlace?: boolean;
}

export interface CrudAreaOptions<G extends CrudRouteGroup, X, O> {
  routes: G;
  /** The route path segment: 'services'. */
  path: string;
  /**
   * The page path the list links to and the saves redirect to and name in their toasts, when the routes
   * nest under another's path: 'admin/carriers' (`path` 'carriers' under /admin); `path` by default.
   */
  resource?: string;
  /** The permission area of the list's New; without one only an admin may create (the admin's carriers). */
  area?: PermissionArea;
  /** 'service': 'Delete service', 'Service Express deleted' (records.delete.service, records.deleted.service). */
  noun: RecordNoun;
  /** The ErrorBoundary titles of the list, the new form and the record (view and edit). */
  titles: { list: MessageKey; new: MessageKey; record: MessageKey };
  list: CrudListOptions<G, X>;
  /** The form page for new, view and edit. */
  Form: ComponentType<CrudFormProps<G, O>>;
  /** The form's options loaded beside the record (`isNew` on /new). */
  options?: (isNew: boolean) => Promise<O>;
  /** What /new?base={id} copies of the record (without its id, always); the whole record by default. */
  copy?: (base: CrudRecord<G>) => Partial<CrudRecord<G>>;
  /** The record /new starts from without a base; empty by default. */
  blank?: () => Promise<Partial<CrudRecord<G>>> | Partial<CrudRecord<G>>;
  destroy?: CrudDestroyOptions<G>;
  /** More routes beside new, before :id (e.g. mass uploads). */
  extraRoutes?: RouteObject[];
  /** More routes under :id, after edit and destroy (e.g. archive). */
  recordRoutes?: RouteObject[];
  /** The view page's own action (the admin's carrier view: pretend, its users). */
  viewAction?: ActionFunction;
  /** The record type whose changes approvals hold: its view and edit pages say what waits ("Waiting for approval"). */
  approvals?: RecordWithPage;
}

/** GET the record `id` of a `get` descriptor, typed by it (in an object: a generic answer is not awaited well). */
function readRecord<R extends CrudRouteGroup['get']>(route: R, id: string): Promise<{ record: Answer<R> }>;
async function readRecord(route: CrudRouteGroup['get'], id: string): Promise<{ record: unknown }> {
  return { record: await api.read(route, { params: { id } }) };
}

/** GET a page of a `list` descriptor, typed by it. */
function readList<G extends CrudRouteGroup>(route: G['list'], query: Relayed): Promise<{ items: CrudRow<G>[]; count: number }>;
function readList(route: CrudRouteGroup['list'], query: Relayed): Promise<unknown> {
  return api.read(route, { query });
}

async function noExtra(): Promise<undefined> {
  return undefined;
}

/** The page path of an area's records: `resource`, else `path`. */
function resourceOf(area: { path: string; resource?: string }): string {
  return area.resource ?? area.path;
}

/** The loaders of an area's list, view and edit, new and destroy pages. */
function crudLoaders<G extends CrudRouteGroup, X, O>(area: CrudAreaOptions<G, X, O>) {
  const { routes } = area;
  const loadOptions = area.options ?? noExtra;
  const copy = area.copy ?? ((base: CrudRecord<G>): Partial<CrudRecord<G>> => base);

  async function list({ request }: LoaderFunctionArgs): Promise<ListData<G, X | undefined>> {
    if (area.list.memory) syncFilterMemory(area.list.memory, request);
    const [page, extra] = await Promise.all([readList<G>(routes.list, listQuery(request, area.list.pass)), (area.list.extra ?? noExtra)()]);
    return { ...page, extra };
  }

  async function record({ params }: LoaderFunctionArgs): Promise<FormData<G, O | undefined>> {
    const [{ record }, options] = await Promise.all([readRecord<G['get']>(routes.get, idParam(params)), loadOptions(false)]);
    return { record, options };
  }

  async function newRecord({ request }: LoaderFunctionArgs): Promise<FormData<G, O | undefined>> {
    const baseId = new URL(request.url).searchParams.get('base');
    const [base, options] = await Promise.all([baseId ? readRecord<G['get']>(routes.get, baseId) : null, loadOptions(true)]);
    // A copy is a new record: it never carries the base's id.
    const record = base ? { ...copy(base.record), id: undefined } : ((await area.blank?.()) ?? {});
    return { record, options };
  }

  async function destroy({ params }: LoaderFunctionArgs): Promise<{ record: CrudRecord<G> }> {
    return readRecord<G['get']>(routes.get, idParam(params));
  }

  return { list, record, new: newRecord, destroy };
}

/** /{id}/destroy of an area with a destroy confirmation and a `delete` route; none otherwise. */
function destroyRoutes<G extends CrudRouteGroup, X, O>(area: CrudAreaOptions<G, X, O>, loader: LoaderFunction): RouteObject[] {
  const remove = area.routes.delete;
  if (!area.destroy || !remove) return [];
  const { refusalInPlace } = area.destroy;
  const action = destroyAction(resourceOf(area), area.noun, (id) => api.remove(remove, { params: { id } }, { refusalInPlace }));
  return [{ path: 'destroy', loader, action, Component: () => <CrudDestroy area={area} /> }];
}

/** The route object of one CRUD area: list, new, then :id with view, edit and destroy. */
export function crudArea<G extends CrudRouteGroup, X = undefined, O = undefined>(area: CrudAreaOptions<G, X, O>): RouteObject {
  const { routes, titles } = area;
  const loaders = crudLoaders(area);
  const save = recordAction(resourceOf(area), area.noun, {
    create: (body) => api.create(routes.create, { body }),
    update: (id, body) => api.update(routes.update, { params: { id }, body }),
  });
  return {
    path: area.path,
    children: [
      {
        index: true,
        loader: loaders.list,
        Component: () => <CrudList area={area} />,
        ErrorBoundary: () => <AreaError title={t(titles.list)} />,
      },
      {
        path: 'new',
        loader: loaders.new,
        action: save,
        Component: () => <CrudForm area={area} mode="new" />,
        ErrorBoundary: () => <AreaError title={t(titles.new)} />,
      },
      ...(area.extraRoutes ?? []),
      {
        path: ':id',
        ErrorBoundary: () => <AreaError title={t(titles.record)} />,
        children: [
          {
            index: true,
            loader: loaders.record,
            ...(area.viewAction && { action: area.viewAction }),
            Component: () => <CrudForm area={area} mode="view" />,
          },
          { path: 'edit', loader: loaders.record, action: save, Component: () => <CrudForm area={area} mode="edit" /> },
          ...destroyRoutes(area, loaders.destroy),
          ...(area.recordRoutes ?? []),
        ],
      },
    ],
  };
}

function CrudList<G extends CrudRouteGroup, X, O>({ area }: { area: CrudAreaOptions<G, X, O> }) {
  const { items, count, extra } = useLoaderData<ListData<G, X>>();
  const t = useT();
  const { list } = area;
  return (
    <RecordList
      title={t(list.title)}
      resource={resourceOf(area)}
      area={area.area}
      items={items}
      count={count}
      columns={list.columns(t)}
      newLabel={t(list.newLabel)}
      emptyText={t(list.emptyText)}
      memory={list.memory}
      backTo={list.backTo}
      actions={typeof list.actions === 'function' ? <list.actions /> : list.actions}
      filters={list.filters?.(extra)}
    />
  );
}

function CrudForm<G extends CrudRouteGroup, X, O>({ area, mode }: { area: CrudAreaOptions<G, X, O>; mode: FormMode }) {
  const { record, options } = useLoaderData<FormData<G, O>>();
  const id = idOf(record);
  const type = mode === 'new' ? undefined : area.approvals;
  const lead =
    type && id !== null ? <WaitingForApproval recordType={type} recordId={id} mb={mode === 'edit' ? 'md' : undefined} /> : undefined;
  return <area.Form mode={mode} record={record} options={options} lead={lead} />;
}

/** The record's numeric id, null without one. */
function idOf(record: unknown): number | null {
  return typeof record === 'object' && record !== null && 'id' in record && typeof record.id === 'number' ? record.id : null;
}

function CrudDestroy<G extends CrudRouteGroup, X, O>({ area }: { area: CrudAreaOptions<G, X, O> }) {
  const { record } = useLoaderData<{ record: CrudRecord<G> }>();
  const t = useT();
  const destroy = area.destroy;
  if (!destroy) return null;
  const title = t(`records.delete.${area.noun}` as const);
  return (
    <DestroyConfirm
      title={title}
      backTo={`/${resourceOf(area)}`}
      confirmLabel={destroy.confirmLabel === false ? undefined : title}
      recordName={destroy.name ? destroy.name(record) : nameOf(record)}
    >
      {destroy.text(record)}
    </DestroyConfirm>
  );
}

/** The record's `name` field, '' without one. */
function nameOf(record: unknown): string {
  return typeof record === 'object' && record !== null && 'name' in record && typeof record.name === 'string' ? record.name : '';
}
