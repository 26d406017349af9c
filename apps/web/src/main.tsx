import './lib/zod-config';
import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/notifications/styles.css';
import './styles.css';

import { MantineProvider, MultiSelect, Select, createTheme } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { TOAST_DELAY_MS, TOAST_TRANSITION_MS } from '@freight/domain';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createRouter } from './router';

// A closed select renders no option list: the list is labelled by the field's label, and a
// second element answering to the label would make "the field labelled Country" ambiguous.
const closedListUnmounted = { defaultProps: { comboboxProps: { keepMounted: false } } };

const theme = createTheme({
  primaryColor: 'blue',
  defaultRadius: 'sm',
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  components: {
    Select: Select.extend(closedListUnmounted),
    MultiSelect: MultiSelect.extend(closedListUnmounted),
  },
});

const router = createRouter();

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('The page has no #root element');

createRoot(rootElement).render(
  <StrictMode>
    <MantineProvider theme={theme} defaultColorScheme="light">
      {/* Toasts at the top centre, below the 60 px header bar: clear of the forms' buttons (bottom
          right), the page actions (top right) and the sign-out button. */}
      <Notifications autoClose={TOAST_DELAY_MS} transitionDuration={TOAST_TRANSITION_MS} position="top-center" />
      <ModalsProvider>
        <RouterProvider router={router} />
      </ModalsProvider>
    </MantineProvider>
  </StrictMode>,
);
