/**
 * The security headers in a real browser: the app's pages and the API docs run under the
 * strict Content-Security-Policy, and the fixtures' check does catch a violation.
 */
import { DEMO, expect, loginThroughApi, test } from '../fixtures';

test('the web app is served under the strict policy, with no inline script in its page', async ({ page }) => {
  const response = await page.request.get('/pricelists');
  expect(response.status()).toBe(200);
  const headers = response.headers();
  expect(headers['content-security-policy']).toContain("script-src 'self';");
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  const scripts = (await response.text()).match(/<script[^>]*>[^<]*<\/script>/g) ?? [];
  expect(scripts.length).toBeGreaterThan(0);
  for (const script of scripts) expect(script).toMatch(/^<script[^>]* src="\/[^"]+"[^>]*><\/script>$/);

  // Signed in, the styled shell renders (Mantine's injected styles are allowed; the fixture fails the test on any violation).
  await loginThroughApi(page, DEMO.email, DEMO.password);
  await page.goto('/pricelists');
  await expect(page.getByRole('heading', { name: 'Pricelists', level: 1 })).toBeVisible();
  const header = page.getByRole('banner');
  expect(await header.evaluate((element) => getComputedStyle(element).position)).toBe('fixed');
});

test("the partner API's docs (Swagger UI) work under the policy", async ({ page }) => {
  await page.goto('/api/docs');
  await expect(page.getByText('/api/v1/service_price').first()).toBeVisible();
  await page.getByText('/api/v1/service_price').first().click();
  await expect(page.getByRole('button', { name: 'Try it out' }).first()).toBeVisible();
});

test("the fixtures' check sees a violation: an inline script, refused", async ({ page, cspViolations }) => {
  await page.goto('/login');
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.injected = true;';
    document.body.append(script);
  });
  expect(await page.evaluate(() => (window as { injected?: boolean }).injected)).toBeUndefined();
  // Chromium's own report and the securitypolicyviolation event's.
  await expect
    .poll(() => cspViolations.join('\n'))
    .toContain('Executing inline script violates the following Content Security Policy directive');
  await expect.poll(() => cspViolations.join('\n')).toContain('Content Security Policy violation: script-src-elem blocked inline');
  // Seen, and forgotten so that this test passes: in any other test it fails the test at its end.
  cspViolations.length = 0;
});
