import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromium } from 'playwright-core';
import { ADMIN, BASE_URL, PORT } from './constants';

const ROOT = resolve(import.meta.dirname, '..');

/**
 * The browser: CHROMIUM_PATH, else the system's Chromium, else Playwright's own where it was
 * installed. None found is an error naming the fix, never a silent skip.
 */
function findBrowser(): string {
  const candidates = [
    process.env.CHROMIUM_PATH,
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    '/usr/bin/google-chrome',
    safe(() => chromium.executablePath()),
  ];
  const found = candidates.find((path): path is string => !!path && existsSync(path));
  if (!found) {
    throw new Error(
      'No Chromium found for the e2e tests. Install it (Debian: apt-get install -y chromium), ' +
        'or set CHROMIUM_PATH to a Chromium or Chrome binary, or run npx playwright install chromium where the network allows.',
    );
  }
  return found;
}

function safe(read: () => string): string | undefined {
  try {
    return read();
  } catch {
    return undefined;
  }
}

// Each run starts the real server, compiled as npm start runs it (`npm run test:e2e` builds it first),
// on a fresh embedded database (or E2E_DATABASE_URL), with demo data.
// The runner makes the directory once; its workers (which read this file again) inherit it through
// E2E_DATA_DIR, so a spec finds the server's mail outbox there (fixtures.ts mailedLink).
// The specs reckon "this month" and "next year" in Node as the browser and the demo carrier do,
// in Tallinn: a run near midnight UTC would otherwise expect last month's band (CI, 30.11 at 23:00 UTC).
// Workers read this file again before any spec, so they take it too.
process.env.TZ = 'Europe/Tallinn';

const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'freight-e2e-'));
process.env.E2E_DATA_DIR = dataDir;

export default defineConfig({
  testDir: './specs',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  // A spec walks a whole task (a form filled, saved, left, checked); on a loaded 2-core machine
  // several took 24-31 s. Each wait stays bounded by the expect timeout.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  use: {
    baseURL: BASE_URL,
    timezoneId: 'Europe/Tallinn',
    locale: 'en-GB',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: findBrowser(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: 'node --enable-source-maps apps/server/dist/main.mjs',
    cwd: ROOT,
    url: `${BASE_URL}/fe/health`,
    timeout: 60_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      DATA_DIR: dataDir,
      DEMO: '1',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: 'warn',
      // The specs' webhook receivers listen on 127.0.0.1: allowed as an operator allows its own network.
      WEBHOOK_ALLOWED_NETWORKS: '127.0.0.1/32',
      ...(process.env.E2E_DATABASE_URL ? { DATABASE_URL: process.env.E2E_DATABASE_URL } : {}),
    },
  },
});
