/**
 * Pricelists (permission area `pricelists`): the list with its remembered filters, new (?base=
 * copies), view with the change log, edit, archive (/destroy) and the archived ones (/archived, Unarchive); the
 * general rate increase (/increase) and its scheduled changes (/increases). The fare group grid is components/price-grid.
 */
import type { RouteObject } from 'react-router';
import { AreaError } from '../../components/ErrorScreens';
import { PRICELIST_ROUTES } from '@freight/domain';
import { api } from '../../lib/client';
import { recordAction, type RecordSaves } from '../../lib/records';
import { handOverSaved } from '../../lib/saved-records';
import { ArchivedPricelists, archivedPricelistsLoader } from './archived';
import { IncreasePage, increaseLoader } from './increase/IncreasePage';
import { ScheduledIncreases, scheduledIncreasesLoader } from './increase/ScheduledIncreases';
import { PricelistDestroy, pricelistArchiveAction, pricelistDestroyLoader } from './destroy';
import { keepAfterSubmit, PricelistPage, pricelistEditLoader, pricelistNewLoader, pricelistViewLoader } from './form';
import { PricelistList, pricelistListLoader } from './list';

const RESOURCE = 'pricelists';

const SAVES: RecordSaves = {
  create: (body) => api.create(PRICELIST_ROUTES.create, { body }),
  // The save answers the saved pricelist (and the lanes it took over): handed to the view it redirects to.
  update: async (id, body) => {
    const result = await api.update(PRICELIST_ROUTES.update, { params: { id }, body });
    if (result.ok) {
      const { takes_over: _takesOver, ...record } = result.data;
      handOverSaved(`${RESOURCE}/${id}`, record);
    }
    return result;
  },
};

function LoadError() {
  return <AreaError title="Error getting pricelist" />;
}

export const pricelistsRoutes: RouteObject = {
  path: RESOURCE,
  children: [
    { index: true, loader: pricelistListLoader, Component: PricelistList, ErrorBoundary: LoadError },
    { path: 'archived', loader: archivedPricelistsLoader, Component: ArchivedPricelists, ErrorBoundary: LoadError },
    { path: 'increase', loader: increaseLoader, Component: IncreasePage, ErrorBoundary: LoadError },
    { path: 'increases', loader: scheduledIncreasesLoader, Component: ScheduledIncreases, ErrorBoundary: LoadError },
    {
      path: 'new',
      loader: pricelistNewLoader,
      action: recordAction(RESOURCE, SAVES),
      shouldRevalidate: keepAfterSubmit,
      Component: () => <PricelistPage mode="new" />,
      ErrorBoundary: LoadError,
    },
    {
      path: ':id',
      ErrorBoundary: LoadError,
      children: [
        { index: true, loader: pricelistViewLoader, Component: () => <PricelistPage mode="view" /> },
        {
          path: 'edit',
          loader: pricelistEditLoader,
          action: recordAction(RESOURCE, SAVES),
          shouldRevalidate: keepAfterSubmit,
          Component: () => <PricelistPage mode="edit" />,
        },
        { path: 'destroy', loader: pricelistDestroyLoader, action: pricelistArchiveAction, Component: PricelistDestroy },
      ],
    },
  ],
};
