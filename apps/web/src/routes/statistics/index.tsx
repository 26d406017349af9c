/**
 * A pricelist's statistics at /pricelists/:id/statistics: the page (StatisticsPage.tsx) loaded on its
 * first visit, its loader here so the request starts while the page's code arrives.
 */
import type { RouteObject } from 'react-router';
import { AreaError } from '../../components/ErrorScreens';
import { t } from '../../lib/i18n';
import { statisticsLoader } from './statistics-data';

export const statisticsRoutes: RouteObject = {
  path: 'pricelists/:id/statistics',
  loader: statisticsLoader,
  lazy: async () => ({ Component: (await import('./StatisticsPage')).StatisticsPage }),
  ErrorBoundary: () => <AreaError title={t('pages.statistics.error')} />,
};
