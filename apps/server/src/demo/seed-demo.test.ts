import { randomBytes } from 'node:crypto';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/helpers';
import { DEMO_EMAIL, DEMO_PASSWORD, seedDemo } from './seed-demo';

describeEachDatabase('demo data', (use) => {
  it('fills an empty database once with a carrier the README credentials sign in to', async () => {
    const { db } = use().database;
    expect(await seedDemo(db, { secretKey: randomBytes(32) })).toBe(true);
    expect(await seedDemo(db, { secretKey: randomBytes(32) })).toBe(false);
    const client = await use().client().login(DEMO_EMAIL, DEMO_PASSWORD);
    expect((await client.get('/fe/user')).json()).toMatchObject({ company: 'Demo Freight OÜ', role: 'Owner' });
    expect((await client.get('/fe/zones')).json().count).toBe(8);
    expect((await client.get('/fe/services')).json().items.map((s: { code: string }) => s.code).sort()).toEqual(['EXP', 'GRP']);
    expect((await client.get('/fe/transits')).json().count).toBe(3);
    const partners = (await client.get('/fe/customers')).json();
    expect((await client.get(`/fe/customers/${partners.items[0].id}`)).json().token).toMatch(/^pt_/);
  });
});
