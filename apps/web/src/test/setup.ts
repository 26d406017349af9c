// Testing Library's matchers (toBeInTheDocument...), a fresh DOM per test, and what Mantine reads
// of the browser that jsdom does not have.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach } from 'vitest';

afterEach(() => cleanup());

// findBy and waitFor wait up to 5 s, not 1: on a loaded 2-core machine a page's first render in jsdom
// took over a second (the rate increase page's field was found late and the test failed, alone it
// passes). A test still fails at once on a wrong answer; only the wait for a right one is longer.
configure({ asyncUtilTimeout: 5_000 });

// A Mantine transition closing as the last test unmounts sets its state from a timer: let that timer
// run while the file's jsdom window still exists (once it is torn down, React's update throws
// "window is not defined" as an unhandled error of the run).
afterAll(() => new Promise((resolve) => setTimeout(resolve, 400)));

if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

class NoResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver ??= NoResizeObserver as unknown as typeof ResizeObserver;

// jsdom lays nothing out: bringing an element into view (the grid's first error) does nothing.
Element.prototype.scrollIntoView ??= () => {};
