/**
 * /tool (single), /tool/mass and /tool/tender: the calculator's tabs. Each tab's page is loaded on
 * its first visit (React Router's `lazy`); the loader stays here so the lists are fetched while the
 * page's code arrives, not after.
 */
import type { RouteObject } from 'react-router';
import { AreaError } from '../../components/ErrorScreens';
import { useT } from '../../lib/i18n';
import { keepAfterSubmit } from '../../lib/records';
import { toolJobsLoader, toolLoader } from './tool-data';

function ErrorBoundary() {
  const t = useT();
  return <AreaError title={t('calculator.title')} />;
}

export const toolRoutes: RouteObject = {
  path: 'tool',
  children: [
    {
      index: true,
      loader: toolLoader,
      // A calculation does not reload the partner and service lists.
      shouldRevalidate: keepAfterSubmit,
      lazy: async () => {
        const { CalculatorPage, calculatorAction } = await import('./CalculatorPage');
        return { action: calculatorAction, Component: CalculatorPage };
      },
      ErrorBoundary,
    },
    { path: 'mass', loader: toolJobsLoader, lazy: async () => ({ Component: (await import('./mass/MassPage')).MassPage }), ErrorBoundary },
    {
      path: 'tender',
      loader: toolJobsLoader,
      lazy: async () => ({ Component: (await import('./tender/TenderPage')).TenderPage }),
      ErrorBoundary,
    },
  ],
};
