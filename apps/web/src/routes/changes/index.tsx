/**
 * Changes a second person approves (permission area `approvals`; docs/api.md "Changes a second
 * person approves"): /changes lists them by status, /changes/:id shows one with its diff and the
 * decisions.
 */
import type { RouteObject } from 'react-router';
import { AreaError } from '../../components/ErrorScreens';
import { t } from '../../lib/i18n';
import { ChangePage, changeLoader } from './change-page';
import { ChangeList, changeListLoader } from './list';

function LoadError() {
  return <AreaError title={t('approvals.loadError')} />;
}

export const changesRoutes: RouteObject = {
  path: 'changes',
  ErrorBoundary: LoadError,
  children: [
    { index: true, loader: changeListLoader, Component: ChangeList },
    { path: ':id', loader: changeLoader, Component: ChangePage },
  ],
};
