/**
 * Feedback while a route's loaders run: a thin bar at the top of the window on every
 * navigation, and, in the signed-in shell, the page being left veiled with a spinner once the next
 * one takes longer than a moment (the calculator's first open waits 1–2 s for its lists). Ours,
 * in CSS: @mantine/nprogress 9 needs Mantine 9.
 */
import { Loader } from '@mantine/core';
import { useLocation, useNavigation } from 'react-router';
import { useT } from '../lib/i18n';
import classes from './NavigationProgress.module.css';

/** The bar at the top: shown while a navigation (or a form's navigation) loads. */
export function NavigationProgress() {
  const t = useT();
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return <div className={classes.bar} role="progressbar" aria-label={t('ui.loadingPage')} aria-busy="true" />;
}

/** The veil over the page being left for another path; a search or filter on the same page keeps it clear. */
export function PageLoadingVeil() {
  const t = useT();
  const navigation = useNavigation();
  const { pathname } = useLocation();
  if (navigation.state !== 'loading' || navigation.location.pathname === pathname) return null;
  return (
    <div className={classes.veil} data-testid="page-loading">
      <Loader role="status" aria-label={t('ui.loading')} />
    </div>
  );
}
