import './lib/zod-config';
import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/notifications/styles.css';
import './styles.css';

import { Drawer, MantineProvider, Modal, MultiSelect, Notification, Select, createTheme, type CSSVariablesResolver } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { TOAST_DELAY_MS, TOAST_TRANSITION_MS } from '@freight/domain';
import { StrictMode, useMemo } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { useT } from './lib/i18n';
import { createRouter } from './router';

// A closed select renders no option list: the list is labelled by the field's label, and a
// second element answering to the label would make "the field labelled Country" ambiguous.
const closedListUnmounted = { defaultProps: { comboboxProps: { keepMounted: false } } };

/**
 * The theme in the reader's language: the close buttons of dialogs, drawers and toasts are icons,
 * so their name for a screen reader ('Close', 'Sulge', 'Sulje') is given here once for all of them.
 */
function themeFor(close: string) {
  const closeButtonProps = { 'aria-label': close, title: close };
  return createTheme({
    primaryColor: 'blue',
    // Filled buttons, anchors and focus in blue 8: white on it and it on white pass WCAG AA (blue 6 is 3.5:1).
    primaryShade: 8,
    defaultRadius: 'sm',
    fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
    components: {
      Select: Select.extend(closedListUnmounted),
      MultiSelect: MultiSelect.extend(closedListUnmounted),
      Modal: Modal.extend({ defaultProps: { closeButtonProps } }),
      Drawer: Drawer.extend({ defaultProps: { closeButtonProps } }),
      Notification: Notification.extend({ defaultProps: { closeButtonProps } }),
    },
  });
}

/**
 * Text colours that pass WCAG AA contrast (4.5:1) on white and on the light tints they sit on:
 * Mantine's dimmed grey and its coloured text (shade 6) are 3.3-3.6:1. Dimmed becomes grey 7, and a
 * colour's text and its light variant (badges, the active link) the colour's shade 9; the colours
 * too light even at 9 (green 9 on its tint is 3.9:1, red 9 on a striped row's 4.48:1) a darker tone of themselves.
 */
const TEXT_COLOURS = ['blue', 'grape', 'violet', 'indigo', 'pink', 'gray', 'dark'];
const DARK_TONES: Record<string, string> = {
  red: '#b52626',
  orange: '#a63f0b',
  yellow: '#7a5a00',
  green: '#1e6b2f',
  teal: '#0b6b5a',
  cyan: '#0a6478',
  lime: '#4a6b00',
};

const contrastVariables: CSSVariablesResolver = () => {
  // A placeholder stays lighter than a value but readable (4.9:1; Mantine's grey 5 is 2.1:1).
  const light: Record<string, string> = {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-placeholder': '#6b7177',
  };
  for (const colour of TEXT_COLOURS) {
    light[`--mantine-color-${colour}-text`] = `var(--mantine-color-${colour}-9)`;
    light[`--mantine-color-${colour}-light-color`] = `var(--mantine-color-${colour}-9)`;
  }
  for (const [colour, tone] of Object.entries(DARK_TONES)) {
    light[`--mantine-color-${colour}-text`] = tone;
    light[`--mantine-color-${colour}-light-color`] = tone;
  }
  return { variables: {}, light, dark: {} };
};

const router = createRouter();

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('The page has no #root element');

function App() {
  const t = useT();
  const close = t('common.close');
  const theme = useMemo(() => themeFor(close), [close]);
  return (
    <MantineProvider theme={theme} defaultColorScheme="light" cssVariablesResolver={contrastVariables}>
      {/* Toasts at the top centre, below the 60 px header bar: clear of the forms' buttons (bottom
          right), the page actions (top right) and the sign-out button. */}
      <Notifications autoClose={TOAST_DELAY_MS} transitionDuration={TOAST_TRANSITION_MS} position="top-center" />
      <ModalsProvider>
        <RouterProvider router={router} />
      </ModalsProvider>
    </MantineProvider>
  );
}

createRoot(rootElement).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
