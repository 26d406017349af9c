/**
 * Quotes: the lookup of what was quoted. Open to whoever reads pricelists (statistics)
 * or has the calculator, as GET /fe/quotes is.
 */
import type { RouteObject } from 'react-router';
import { AreaError } from '../../components/ErrorScreens';
import { useT } from '../../lib/i18n';
import { QuoteSearch, quoteSearchLoader } from './search';
import { QuotePage, quoteViewLoader } from './view';

function LoadError() {
  const t = useT();
  return <AreaError title={t('quotes.error')} />;
}

export const quotesRoutes: RouteObject = {
  path: 'quotes',
  children: [
    { index: true, loader: quoteSearchLoader, Component: QuoteSearch, ErrorBoundary: LoadError },
    { path: ':id', loader: quoteViewLoader, Component: QuotePage, ErrorBoundary: LoadError },
  ],
};
