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
  },
});
