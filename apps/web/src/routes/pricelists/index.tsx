/**
 * Pricelists (permission area `pricelists`): the list with its remembered filters, new (?base=
 * copies), view with the change log, edit, archive (/destroy) and the archived ones (/archived, Unarchive); the
 * general rate increase (/increase) and its scheduled changes (/increases). The fare group grid is components/price-grid.
 * The record page (its grid) and the rate increase are loaded on their first visit (React Router's
 * `lazy`), out of the first page's bundle; their loaders stay here, so the page's requests start
 * while its code arrives.
 */
import type { RouteObject } from 'react-router';
import type { FormMode } from '../../components/RecordForm';
import { AreaError } from '../../components/ErrorScreens';
import { PRICELIST_ROUTES } from '@freight/domain';
import { api, isProposal } from '../../lib/client';
import { t } from '../../lib/i18n';
import { keepAfterSubmit, recordAction, type RecordSaves } from '../../lib/records';
import { handOverSaved } from '../../lib/saved-records';
import { ArchivedPricelists, archivedPricelistsLoader } from './archived';
import { ScheduledIncreases, scheduledIncreasesLoader } from './increase/ScheduledIncreases';
import { PricelistDestroy, pricelistArchiveAction, pricelistDestroyLoader } from './destroy';
import { pricelistEditLoader, pricelistNewLoader, pricelistViewLoader } from './loaders';
import { PricelistList, pricelistListLoader } from './list';

const RESOURCE = 'pricelists';

const SAVES: RecordSaves = {
  create: (body) => api.create(PRICELIST_ROUTES.create, { body }),
  // The save answers the saved pricelist (and the lanes it took over): handed to the view it redirects to.
  update: async (id, body) => {
    const result = await api.update(PRICELIST_ROUTES.update, { params: { id }, body });
    if (result.ok && !isProposal(result.data)) {
      const { takes_over: _takesOver, ...record } = result.data;
      handOverSaved(`${RESOURCE}/${id}`, record);
    }
    return result;
  },
};

function LoadError() {
  return <AreaError title={t('pricelists.loadError')} />;
}

/** The record form (its grid) in one of its modes, loaded on its first visit. */
function formPage(mode: FormMode) {
  return async () => {
    const { PricelistPage } = await import('./form');
    return { Component: () => <PricelistPage mode={mode} /> };
  };
}

export const pricelistsRoutes: RouteObject = {
  path: RESOURCE,
  children: [
    { index: true, loader: pricelistListLoader, Component: PricelistList, ErrorBoundary: LoadError },
    { path: 'archived', loader: archivedPricelistsLoader, Component: ArchivedPricelists, ErrorBoundary: LoadError },
    {
      path: 'increase',
      lazy: async () => {
        const { IncreasePage, increaseLoader } = await import('./increase/IncreasePage');
        return { loader: increaseLoader, Component: IncreasePage };
      },
      ErrorBoundary: LoadError,
    },
    { path: 'increases', loader: scheduledIncreasesLoader, Component: ScheduledIncreases, ErrorBoundary: LoadError },
    {
      path: 'new',
      loader: pricelistNewLoader,
      action: recordAction(RESOURCE, 'pricelist', SAVES),
      shouldRevalidate: keepAfterSubmit,
      lazy: formPage('new'),
      ErrorBoundary: LoadError,
    },
    {
      path: ':id',
      ErrorBoundary: LoadError,
      children: [
        { index: true, loader: pricelistViewLoader, lazy: formPage('view') },
        {
          path: 'edit',
          loader: pricelistEditLoader,
          action: recordAction(RESOURCE, 'pricelist', SAVES),
          shouldRevalidate: keepAfterSubmit,
          lazy: formPage('edit'),
        },
        { path: 'destroy', loader: pricelistDestroyLoader, action: pricelistArchiveAction, Component: PricelistDestroy },
      ],
    },
  ],
};
