/**
 * The partner portal (/portal): a partner user's pages, in their own shell (PortalLayout) behind
 * the login guard, which sends staff home and keeps partner users out of the carrier's pages
 * (routes/root.tsx requireUser). Every call is a `partner_user` route (contract/portal.routes.ts)
 * or the partner API (/api/v1) with the session as the partner.
 */
import { Stack } from '@mantine/core';
import { PORTAL_ROUTES, type MessageKey } from '@freight/domain';
import { redirect, type RouteObject } from 'react-router';
import { AreaError, PageNotFound } from '../../components/ErrorScreens';
import { PageHeader } from '../../components/PageHeader';
import { api } from '../../lib/client';
import { useT } from '../../lib/i18n';
import { keepAfterSubmit } from '../../lib/records';
import { JobsPanel } from '../tool/jobs/JobsPanel';
import { prefetchJobs } from '../tool/jobs/jobs-data';
import type { ToolData } from '../tool/tool-data';
import { AccountPage, accountLoader } from '../account';
import { TwoFactorPage, twoFactorActionTo, twoFactorLoader } from '../users';
import { PortalLayout, portalLoader } from './PortalLayout';
import { PortalPricelists, portalPricelistsLoader, RateCardPage, rateCardLoader } from './pricelists';
import { PortalQuotePage, portalQuoteLoader, PortalQuotes, portalQuotesLoader } from './quotes';
import { PortalTokenPage, portalTokenLoader } from './token';

/** The calculator's data as the portal has it: the partner's services, no partner to pick. */
async function portalToolLoader(): Promise<ToolData> {
  const services = await api.options(PORTAL_ROUTES.services);
  return { allowed: true, partners: [], services };
}

/** The budget and tender tabs: the services, with the partner's jobs' list started beside them. */
function portalJobsToolLoader(): Promise<ToolData> {
  prefetchJobs(true);
  return portalToolLoader();
}

function PortalJobsPage() {
  const t = useT();
  return (
    <Stack gap={0}>
      <PageHeader title={t('portal.nav.jobs')} />
      <JobsPanel refresh={0} />
    </Stack>
  );
}

function PortalAccountPage() {
  return <AccountPage twoFactorPath="/portal/two_factor" />;
}

/** A page's error screen, its title in the current language. */
function PortalError({ title }: { title: MessageKey }) {
  const t = useT();
  return <AreaError title={t(title)} />;
}

const error = (title: MessageKey) => () => <PortalError title={title} />;

/** A calculator tab: its page loaded on the first visit, while the loader fetches the services. */
const calculatorRoute = (path: string, lazy: RouteObject['lazy'], loader = portalToolLoader): RouteObject => ({
  path,
  loader,
  // A calculation does not reload the service list.
  shouldRevalidate: keepAfterSubmit,
  lazy,
  ErrorBoundary: error('portal.nav.calculator'),
});

export const portalRoutes: RouteObject = {
  id: 'portal',
  path: 'portal',
  children: [
    {
      id: 'portal-shell',
      loader: portalLoader,
      Component: PortalLayout,
      ErrorBoundary: error('portalPages.error.portal'),
      children: [
        {
          ErrorBoundary: error('portalPages.error.page'),
          children: [
            { index: true, loader: () => redirect('/portal/pricelists') },
            {
              path: 'pricelists',
              loader: portalPricelistsLoader,
              Component: PortalPricelists,
              ErrorBoundary: error('portalPages.error.pricelists'),
            },
            {
              path: 'pricelists/:id',
              loader: rateCardLoader,
              Component: RateCardPage,
              ErrorBoundary: error('portalPages.error.pricelist'),
            },
            calculatorRoute('calculator', async () => {
              const { CalculatorPage, calculatorAction } = await import('../tool/CalculatorPage');
              return { action: calculatorAction, Component: CalculatorPage };
            }),
            calculatorRoute('budget', async () => ({ Component: (await import('../tool/mass/MassPage')).MassPage }), portalJobsToolLoader),
            calculatorRoute(
              'tender',
              async () => ({ Component: (await import('../tool/tender/TenderPage')).TenderPage }),
              portalJobsToolLoader,
            ),
            { path: 'quotes', loader: portalQuotesLoader, Component: PortalQuotes, ErrorBoundary: error('portalPages.error.quotes') },
            { path: 'quotes/:id', loader: portalQuoteLoader, Component: PortalQuotePage, ErrorBoundary: error('portalPages.error.quote') },
            { path: 'jobs', Component: PortalJobsPage },
            { path: 'token', loader: portalTokenLoader, Component: PortalTokenPage, ErrorBoundary: error('portalPages.error.token') },
            {
              path: 'two_factor',
              loader: twoFactorLoader,
              action: twoFactorActionTo('/portal/account'),
              Component: () => <TwoFactorPage backTo="/portal/account" />,
              ErrorBoundary: error('portalPages.error.twoFactor'),
            },
            { path: 'account', loader: accountLoader, Component: PortalAccountPage, ErrorBoundary: error('account.error') },
            { path: '*', Component: PageNotFound },
          ],
        },
      ],
    },
  ],
};
