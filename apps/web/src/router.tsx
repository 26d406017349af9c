/**
 * The route tree: the root (session at start, error reset per path), the public pages, the partner
 * portal (/portal, partner users only) and the signed-in shell holding every area behind the login
 * guard, with 'Page not found' for the rest.
 */
import { createBrowserRouter, type RouteObject } from 'react-router';
import { PageNotFound, RouteErrorScreen } from './components/ErrorScreens';
import { areaRoutes } from './routes';
import { HomePage } from './routes/public/landing';
import { publicRoutes } from './routes/public';
import { portalRoutes } from './routes/portal';
import { AppLoading, homeLoader, ProtectedLayout, RootLayout, requireUser, rootLoader } from './routes/root';

export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    loader: rootLoader,
    shouldRevalidate: () => false,
    Component: RootLayout,
    ErrorBoundary: RouteErrorScreen,
    HydrateFallback: AppLoading,
    children: [
      { index: true, loader: homeLoader, Component: HomePage },
      ...publicRoutes,
      // The partner portal: its own shell, behind the same login guard (run before any loader below it).
      { ...portalRoutes, middleware: [requireUser] },
      {
        id: 'app',
        middleware: [requireUser],
        Component: ProtectedLayout,
        children: [
          {
            // Errors below the shell show inside it.
            ErrorBoundary: RouteErrorScreen,
            children: [...areaRoutes, { path: '*', Component: PageNotFound }],
          },
        ],
      },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
