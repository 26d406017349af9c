// Testing Library's matchers (toBeInTheDocument...), a fresh DOM per test, and what Mantine reads
// of the browser that jsdom does not have.
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach } from 'vitest';

afterEach(() => cleanup());

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
