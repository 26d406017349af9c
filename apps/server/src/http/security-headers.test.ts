import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, DATABASE_KINDS, describeEachDatabase } from '../../test/helpers';

const PAGE = '<!doctype html><html><head><script type="module" src="/assets/app.js"></script></head><body></body></html>';
const webDist = mkdtempSync(join(tmpdir(), 'freight-web-'));
mkdirSync(join(webDist, 'assets'));
writeFileSync(join(webDist, 'index.html'), PAGE);
writeFileSync(join(webDist, 'assets', 'app.js'), 'console.log(1);');
afterAll(() => rmSync(webDist, { recursive: true, force: true }));

const API_CSP = "default-src 'none';frame-ancestors 'none'";

/** The headers every answer carries, whatever it is. */
function expectCommonHeaders(headers: Record<string, unknown>, where: string) {
  expect(headers['x-content-type-options'], where).toBe('nosniff');
  expect(headers['x-frame-options'], where).toBe('DENY');
  expect(headers['referrer-policy'], where).toBe('strict-origin-when-cross-origin');
}

describeEachDatabase(
  'security headers',
  (use) => {
    it('a JSON answer, a refusal, a 404 and a price call carry the API policy, nosniff and no HSTS on http', async () => {
      const { app } = use();
      const answers = [
        ['GET', '/fe/health', 200],
        ['GET', '/fe/pricelists', 401],
        ['GET', '/fe/no_such_thing', 401],
        ['POST', '/api/v1/service_price', 401],
        ['GET', '/api/v1/openapi.json', 200],
        ['DELETE', '/nothing-here', 404],
      ] as const;
      for (const [method, url, status] of answers) {
        const response = await app.inject({ method, url });
        expect(response.statusCode, `${method} ${url}`).toBe(status);
        expect(response.headers['content-security-policy'], `${method} ${url}`).toBe(API_CSP);
        expectCommonHeaders(response.headers, `${method} ${url}`);
        expect(response.headers['strict-transport-security'], `${method} ${url}`).toBeUndefined();
      }
    });

    it("the web app's pages carry the page policy: scripts only from the server's files, no framing", async () => {
      const { app } = use();
      const policy =
        "default-src 'self';script-src 'self';script-src-attr 'none';style-src 'self' 'unsafe-inline';img-src 'self' data: blob:;connect-src 'self';object-src 'none';base-uri 'self';form-action 'self';frame-ancestors 'none'";
      for (const url of ['/', '/pricelists/3', '/assets/app.js']) {
        const response = await app.inject({ method: 'GET', url });
        expect(response.statusCode, url).toBe(200);
        expect(response.headers['content-security-policy'], url).toBe(policy);
        expectCommonHeaders(response.headers, url);
      }
      const page = await app.inject({ method: 'GET', url: '/portal/pricelists' });
      expect(page.body).toBe(PAGE);
      // An unknown API path under the pages' catch-all is still the API's 404, not the page.
      const unknown = await app.inject({ method: 'GET', url: '/metrics' });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ message: 'Not found' });
    });

    it('the API docs run under the page policy, their script a file', async () => {
      const { app } = use();
      const page = await app.inject({ method: 'GET', url: '/api/docs' });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-security-policy']).toContain("script-src 'self';");
      // No inline script: every <script> names its file.
      expect(page.body.match(/<script[^>]*>/g)?.every((tag) => / src="\/[^"]+"/.test(tag))).toBe(true);
      const script = await app.inject({ method: 'GET', url: '/api/docs/init.js' });
      expect(script.statusCode).toBe(200);
      expect(script.headers['content-type']).toContain('javascript');
      expect(script.body).toContain('validatorUrl: null');
      const bundle = await app.inject({ method: 'GET', url: '/docs-assets/swagger/swagger-ui-bundle.js' });
      expect(bundle.statusCode).toBe(200);
    });
  },
  { config: { webDist } },
);

describe('security headers on https', () => {
  it('add HSTS and upgrade-insecure-requests when PUBLIC_URL is https', async () => {
    const testApp = await createTestApp(DATABASE_KINDS[0]!, undefined, { config: { webDist, publicUrl: 'https://freight.example' } });
    try {
      for (const url of ['/', '/fe/health']) {
        const response = await testApp.app.inject({ method: 'GET', url });
        expect(response.headers['strict-transport-security'], url).toBe('max-age=31536000; includeSubDomains');
      }
      expect((await testApp.app.inject({ method: 'GET', url: '/' })).headers['content-security-policy']).toMatch(
        /;upgrade-insecure-requests$/,
      );
    } finally {
      await testApp.close();
    }
  });
});
