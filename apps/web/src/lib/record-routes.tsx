/**
 * The route declarations of the generic record pattern (list, new, :id, :id/edit), shared by the
 * areas that follow it; each area passes its loaders, pages and error titles.
 */
import type { ComponentType } from 'react';
import type { ActionFunction, LoaderFunction, RouteObject } from 'react-router';
import { AreaError } from '../components/ErrorScreens';
import type { FormMode } from '../components/RecordForm';
import { recordAction, type RecordSaves } from './records';

/** What an area's record routes are made of. */
export interface RecordRoutesOptions {
  /** The route path segment, e.g. 'services'. */
  path: string;
  /** The API resource the new and edit forms write to, e.g. 'admin/carriers'. */
  resource: string;
  /** The create and update calls of the new and edit forms. */
  saves: RecordSaves;
  /** The list page and its loader. */
  listLoader: LoaderFunction;
  List: ComponentType;
  /** The loader of the new form. */
  newLoader: LoaderFunction;
  /** The loader of the view, and of the edit form unless editLoader is given. */
  recordLoader: LoaderFunction;
  editLoader?: LoaderFunction;
  /** The action of the view page, when it has one. */
  viewAction?: ActionFunction;
  /** The form page for new, view and edit. */
  Page: ComponentType<{ mode: FormMode }>;
  /** The ErrorBoundary titles of the list, the new form and the record (view and edit). */
  titles: { list: string; new: string; record: string };
  /** More routes beside new, before :id (e.g. mass uploads). */
  routes?: RouteObject[];
  /** More routes under :id, after edit (e.g. destroy). */
  recordRoutes?: RouteObject[];
}

/** The route object of one record area: index list, new, then :id with view and edit. */
export function recordRoutes({
  path,
  resource,
  saves,
  listLoader,
  List,
  newLoader,
  recordLoader,
  editLoader = recordLoader,
  viewAction,
  Page,
  titles,
  routes = [],
  recordRoutes = [],
}: RecordRoutesOptions): RouteObject {
  return {
    path,
    children: [
      { index: true, loader: listLoader, Component: List, ErrorBoundary: () => <AreaError title={titles.list} /> },
      {
        path: 'new',
        loader: newLoader,
        action: recordAction(resource, saves),
        Component: () => <Page mode="new" />,
        ErrorBoundary: () => <AreaError title={titles.new} />,
      },
      ...routes,
      {
        path: ':id',
        ErrorBoundary: () => <AreaError title={titles.record} />,
        children: [
          { index: true, loader: recordLoader, ...(viewAction && { action: viewAction }), Component: () => <Page mode="view" /> },
          { path: 'edit', loader: editLoader, action: recordAction(resource, saves), Component: () => <Page mode="edit" /> },
          ...recordRoutes,
        ],
      },
    ],
  };
}
