/**
 * Surcharges (permission area `surcharges`): list ("Show archived"), new (?base= copies), view with the
 * change log, edit, archive and restore (archive.tsx), and the carrier's fuel index (/surcharges/fuel-index). One route module, mounted twice: /surcharges for a carrier's staff and
 * /admin/carriers/:carrierId/surcharges for platform admins (calls under /fe/admin/carriers/{id}). The form
 * (its grid) is loaded on its first visit; its loaders stay here and run while the code arrives.
 */
import type { ActionFunctionArgs, LoaderFunction, RouteObject } from 'react-router';
import { AreaError } from '../../components/ErrorScreens';
import { api, isProposal } from '../../lib/client';
import { t } from '../../lib/i18n';
import type { FormMode } from '../../components/RecordForm';
import { keepAfterSubmit, recordAction, type RecordSaves } from '../../lib/records';
import { handOverSaved } from '../../lib/saved-records';
import { SurchargeArchive, surchargeArchiveAction, surchargeArchiveLoader, surchargeRestoreAction } from './archive';
import { fuelIndexRoute } from './fuel-index';
import { surchargeEditLoader, surchargeNewLoader, surchargeViewLoader } from './loaders';
import { SurchargeList, surchargeListLoader } from './list';
import { requireAdminView, resourceOf, surchargeContractOf } from './scope';

/** The record form in one of its modes, loaded on its first visit (React Router's `lazy`). */
function formPage(mode: FormMode) {
  return async () => {
    const { SurchargePage } = await import('./form');
    return { Component: () => <SurchargePage mode={mode} /> };
  };
}

function LoadError() {
  return <AreaError title={t('surcharges.errorGetting')} />;
}

function CreateError() {
  return <AreaError title={t('surcharges.errorCreating')} />;
}

/** Create and update under the route's mount: the carrier's own, or an admin's under a carrier. */
function saveAction(args: ActionFunctionArgs) {
  const { routes, mount } = surchargeContractOf(args.params);
  const saves: RecordSaves = {
    create: (body) => api.create(routes.create, { params: mount, body }),
    // The save answers the saved surcharge: handed to the view it redirects to.
    update: async (id, body) => {
      const result = await api.update(routes.update, { params: { ...mount, id }, body });
      if (result.ok && !isProposal(result.data)) handOverSaved(`${resourceOf(args.params)}/${id}`, result.data);
      return result;
    },
  };
  return recordAction(resourceOf(args.params), 'surcharge', saves)(args);
}

/**
 * The surcharge screens at `path`; `guard` runs before them (the admin check); `more`: pages of the mount's own.
 * Not a `crudArea` (lib/crud-area.tsx): the tree is mounted twice, its route group and resource chosen by the
 * URL's :carrierId, and its form is a price grid's like a pricelist's (loaded on first visit, kept after a
 * refused save, loaders that differ per mode: the view's change log and the record its save hands over,
 * the new form's grid defaults). crudArea would need an option for each, used by surcharges alone and
 * replacing nearly all it derives.
 */
export function surchargeRoutesAt(path: string, guard?: LoaderFunction, more: RouteObject[] = []): RouteObject {
  return {
    path,
    ...(guard ? { loader: guard } : {}),
    children: [
      { index: true, loader: surchargeListLoader, Component: SurchargeList, ErrorBoundary: LoadError },
      {
        path: 'new',
        loader: surchargeNewLoader,
        action: saveAction,
        shouldRevalidate: keepAfterSubmit,
        lazy: formPage('new'),
        ErrorBoundary: CreateError,
      },
      {
        path: ':id',
        ErrorBoundary: LoadError,
        children: [
          { index: true, loader: surchargeViewLoader, lazy: formPage('view') },
          {
            path: 'edit',
            loader: surchargeEditLoader,
            action: saveAction,
            shouldRevalidate: keepAfterSubmit,
            lazy: formPage('edit'),
          },
          { path: 'archive', loader: surchargeArchiveLoader, action: surchargeArchiveAction, Component: SurchargeArchive },
          { path: 'restore', action: surchargeRestoreAction },
        ],
      },
      ...more,
    ],
  };
}

/** The carrier's own surcharges, with its fuel index page (/surcharges/fuel-index). */
export const surchargesRoutes = surchargeRoutesAt('surcharges', undefined, [fuelIndexRoute]);

/** The same screens for a platform admin, under a carrier. */
export const adminSurchargesRoutes = surchargeRoutesAt('admin/carriers/:carrierId/surcharges', requireAdminView);
