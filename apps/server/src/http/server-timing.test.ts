import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/helpers';

describeEachDatabase('Server-Timing', (use) => {
  it("every answer, a failure too, carries the server's own time", async () => {
    for (const url of ['/fe/health', '/fe/pricelists']) {
      const response = await use().app.inject({ method: 'GET', url });
      expect(response.headers['server-timing'], url).toMatch(/^app;dur=\d+\.\d$/);
    }
  });
});
