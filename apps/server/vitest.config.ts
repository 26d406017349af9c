import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['./test/global-setup.ts'],
    testTimeout: 30_000,
    // A file's app starts in its beforeAll (a copy of the migrated template): over 60 s once on a
    // loaded 2-core machine (load average 25, two busy loops beside it), 21 s in another run.
    hookTimeout: 180_000,
  },
});
