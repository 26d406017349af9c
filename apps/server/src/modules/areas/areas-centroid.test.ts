/**
 * An area's centroid (issue 46, docs/emissions.md "Where a postcode is"): latitude and longitude
 * saved and read back (a Finnish decimal comma too), both or neither, in range, named when refused.
 */
import { AREA_ROUTES } from '@freight/domain';
import { expect, it } from 'vitest';
import { createCarrier, PASSWORD } from '../../../test/factories';
import { describeEachDatabase } from '../../../test/helpers';

describeEachDatabase('areas: the centroid', (use) => {
  it('saves a centroid, reads it back, changes it and removes it', async () => {
    const { db } = use().database;
    const { owner } = await createCarrier(db);
    const client = await use().client().login(owner.email, PASSWORD);
    const created = await client.call(AREA_ROUTES.create, {
      body: { country: 'EE', postcode_from: '10000', postcode_to: '10999', latitude: 59.437, longitude: '24,7536' },
    });
    expect(created.status, created.response.body).toBe(201);
    const id = created.answer.id;
    expect((await client.call(AREA_ROUTES.get, { params: { id } })).answer).toMatchObject({ latitude: 59.437, longitude: 24.7536 });
    const listed = (await client.call(AREA_ROUTES.list)).answer.items.find((a) => a.id === id);
    expect(listed).toMatchObject({ latitude: 59.437, longitude: 24.7536 });

    const moved = await client.call(AREA_ROUTES.update, {
      params: { id },
      body: { country: 'EE', postcode_from: '10000', postcode_to: '10999', latitude: '-33,868820', longitude: -151.209296 },
    });
    expect(moved.status, moved.response.body).toBe(200);
    expect(moved.answer).toMatchObject({ latitude: -33.86882, longitude: -151.209296 });

    // Empty fields (the form's) and absent ones both mean none.
    const cleared = await client.call(AREA_ROUTES.update, {
      params: { id },
      body: { country: 'EE', postcode_from: '10000', postcode_to: '10999', latitude: '', longitude: '' },
    });
    expect(cleared.answer).toMatchObject({ latitude: null, longitude: null });
    const plain = await client.call(AREA_ROUTES.create, { body: { country: 'EE', postcode_from: '20', postcode_to: '20' } });
    expect((await client.call(AREA_ROUTES.get, { params: { id: plain.answer.id } })).answer).toMatchObject({
      latitude: null,
      longitude: null,
    });
  });

  it('refuses a centroid out of range or half given with 422 naming the field, and writes nothing', async () => {
    const { db } = use().database;
    const { owner, carrierId } = await createCarrier(db);
    const client = await use().client().login(owner.email, PASSWORD);
    const area = { country: 'EE', postcode_from: '10000', postcode_to: '10999' };

    const north = await client.call(AREA_ROUTES.create, { body: { ...area, latitude: 90.5, longitude: 24 } });
    expect(north.status).toBe(422);
    expect(north.error.errors).toEqual({ latitude: 'must be at most 90' });
    expect(north.error.message).toBe('Latitude must be at most 90');

    const west = await client.call(AREA_ROUTES.create, { body: { ...area, latitude: 59, longitude: '-180,5' } });
    expect(west.error.errors).toEqual({ longitude: 'must be at least -180' });

    const fine = await client.call(AREA_ROUTES.create, { body: { ...area, latitude: 59.1234567, longitude: 24 } });
    expect(fine.error.errors).toEqual({ latitude: 'must have at most 6 decimals' });

    const half = await client.call(AREA_ROUTES.create, { body: { ...area, latitude: 59.437 } });
    expect(half.error.errors).toEqual({ longitude: 'is required with a latitude' });
    const otherHalf = await client.call(AREA_ROUTES.create, { body: { ...area, latitude: '', longitude: 24.75 } });
    expect(otherHalf.error.errors).toEqual({ latitude: 'is required with a longitude' });

    const words = await client.call(AREA_ROUTES.create, { body: { ...area, latitude: 'north', longitude: 24 } });
    expect(words.error.errors).toEqual({ latitude: 'must be a number' });
    expect(await db.selectFrom('areas').select('id').where('carrier_id', '=', carrierId).execute()).toHaveLength(0);

    // In the caller's language.
    const finnish = await client.request({
      method: 'POST',
      url: AREA_ROUTES.create.path,
      payload: { ...area, latitude: 59.437 },
      headers: { 'accept-language': 'fi' },
    });
    expect(finnish.statusCode).toBe(422);
    expect(finnish.json().errors).toEqual({ longitude: 'on pakollinen leveysasteen kanssa' });
  });

  it('the database refuses half a centroid or one out of range whatever writes it', async () => {
    const { db } = use().database;
    const { carrierId } = await createCarrier(db);
    const row = { carrier_id: carrierId, name: 'X', country: 'EE', postcode_from: '1', postcode_to: '1' };
    await expect(
      db
        .insertInto('areas')
        .values({ ...row, latitude: 59 })
        .execute(),
    ).rejects.toThrow(/areas_centroid_check/);
    await expect(
      db
        .insertInto('areas')
        .values({ ...row, latitude: 91, longitude: 0 })
        .execute(),
    ).rejects.toThrow(/areas_centroid_check|overflow/);
  });
});
