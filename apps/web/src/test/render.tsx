// Renders routes in a memory router inside the app's providers, for the tests of components whose
// behaviour needs React Router (forms, actions, blockers) and Mantine (in its test mode: no
// transitions, no portals).
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';

/** The routes rendered at `path`; the router is returned to navigate and read the location. */
export function renderRoutes(routes: RouteObject[], path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <MantineProvider env="test">
      <ModalsProvider>
        <RouterProvider router={router} />
      </ModalsProvider>
    </MantineProvider>,
  );
  return { router, ...view };
}
