import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// The web app's unit tests: logic in plain modules (`*.test.ts`) and components in a simulated DOM
// (`*.test.tsx`, Testing Library). What needs a real browser (layout, the grid's virtual scroll,
// downloads) stays in the e2e tests.
export default defineConfig({
  plugins: [react()],
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    // A test that renders Mantine in jsdom took up to 5.2 s on a loaded 2-core machine (load average
    // 20, two busy loops beside it; most of it the first render of a file): 3x that.
    testTimeout: 15_000,
  },
});
