/**
 * Quotes: the lookup of what was quoted. Open to whoever reads pricelists (statistics)
 * or has the calculator, as GET /fe/quotes is.
 */
import type { RouteObject } from 'react-router';
import { AreaError } from '../../components/ErrorScreens';
import { QuoteSearch, quoteSearchLoader } from './search';
import { QuotePage, quoteViewLoader } from './view';

function LoadError() {
  return <AreaError title="Error getting quote" />;
}

export const quotesRoutes: RouteObject = {
  path: 'quotes',
  children: [
    { index: true, loader: quoteSearchLoader, Component: QuoteSearch, ErrorBoundary: LoadError },
    { path: ':id', loader: quoteViewLoader, Component: QuotePage, ErrorBoundary: LoadError },
  ],
};
