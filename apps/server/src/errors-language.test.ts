import { translate } from '@freight/domain';
import { expect, it } from 'vitest';
import { createCarrier, PASSWORD } from '../test/factories';
import { describeEachDatabase } from '../test/helpers';

/** The server's errors in its caller's language (docs/api.md "Languages"): Accept-Language picks it. */
describeEachDatabase('an error answer in the caller’s language', (use) => {
  it('says a refused field by its name and reason, and each field reason, in Finnish; the same call without the header in English', async () => {
    const { owner } = await createCarrier(use().database.db);
    const client = await use().client().login(owner.email, PASSWORD);
    const body = { name: '', transit_time: 2 };
    const finnish = await client.request({
      method: 'POST',
      url: '/fe/transits',
      payload: body,
      headers: { 'accept-language': 'fi-FI,fi;q=0.9,en;q=0.8' },
    });
    expect(finnish.statusCode).toBe(422);
    expect(finnish.json()).toMatchObject({ code: 'VALIDATION', message: 'Nimi on pakollinen', errors: { name: 'on pakollinen' } });
    const english = await client.request({ method: 'POST', url: '/fe/transits', payload: body });
    expect(english.json()).toMatchObject({ message: 'Name is required', errors: { name: 'is required' } });
  });

  it('says a missing record, a missing session and a body too large in Estonian; a language not ours is English', async () => {
    const { owner } = await createCarrier(use().database.db);
    const client = await use().client().login(owner.email, PASSWORD);
    const et = { 'accept-language': 'et' };
    const missing = await client.request({ method: 'GET', url: '/fe/transits/987654321', headers: et });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ code: 'NOT_FOUND', message: translate('et', 'errors.common.notFound') });
    const stranger = await use().client().request({ method: 'GET', url: '/fe/transits', headers: et });
    expect(stranger.json()).toEqual({ code: 'UNAUTHORIZED', message: translate('et', 'errors.common.notSignedIn') });
    const huge = await use()
      .client()
      .request({
        method: 'POST',
        url: '/fe/login',
        payload: JSON.stringify({ email: 'x'.repeat(20_000) }),
        headers: { ...et, 'content-type': 'application/json' },
      });
    expect(huge.json()).toEqual({ code: 'TOO_LARGE', message: translate('et', 'errors.http.bodyTooLarge', { limit: '16 KB' }) });
    const german = await client.request({ method: 'GET', url: '/fe/transits/987654321', headers: { 'accept-language': 'de-DE,de' } });
    expect(german.json().message).toBe('Not found');
  });
});
