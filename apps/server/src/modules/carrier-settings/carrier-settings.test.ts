import sharp from 'sharp';
import { expect, it } from 'vitest';
import { CARRIER_SETTINGS_ROUTES, LOGO_MAX_PIXELS, PORTAL_ROUTES } from '@freight/domain';
import { acceptedPartnerUser, createCarrier, createPricingSetup, PASSWORD } from '../../../test/factories';
import { describeEachDatabase, uploadFile, type TestClient } from '../../../test/helpers';

/** Uploads `file` as the logo, as a browser sends it. */
const upload = (client: TestClient, file: Buffer, filename = 'logo.png', type = 'image/png') =>
  uploadFile(client, CARRIER_SETTINGS_ROUTES.uploadLogo, { name: filename, content: file, type });

/** A solid-colour image of `width` x `height` in `format` (grey: one channel), with EXIF naming a person and a place (a camera's). */
function solid(width: number, height: number, format: 'png' | 'jpeg', grey = false) {
  const created = sharp({ create: { width, height, channels: 3, background: '#c03030' } });
  const image = (grey ? created.toColourspace('b-w') : created).withExif({
    IFD0: { Artist: 'Secret Photographer', ImageDescription: 'GPS 59.43N 24.75E' },
  });
  return (format === 'png' ? image.png() : image.jpeg()).toBuffer();
}

const HTML = '<html><body><script>fetch("/fe/user").then(r => r.text()).then(alert)</script></body></html>';

describeEachDatabase('the carrier logo, decoded and encoded again', (use) => {
  async function owner() {
    const carrier = await createCarrier(use().database.db);
    const client = await use().client().login(carrier.owner.email, PASSWORD);
    return { ...carrier, client };
  }

  it('stores a PNG with HTML after its IEND without the HTML, and serves it as an inert image', async () => {
    const { client } = await owner();
    const png = Buffer.concat([await solid(40, 20, 'png'), Buffer.from(HTML)]);
    const up = await upload(client, png);
    expect(up.status, up.response.body).toBe(200);
    const served = (await client.call(CARRIER_SETTINGS_ROUTES.logo)).response;
    expect(served.statusCode).toBe(200);
    const text = served.rawPayload.toString('latin1');
    expect(text).not.toContain('<html');
    expect(text).not.toContain('<script');
    // The pixels are kept; the metadata (the EXIF's artist and place) is not.
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'png', width: 40, height: 20 });
    expect(text).not.toContain('Secret Photographer');
    expect(up.answer.logo).toMatchObject({ content_type: 'image/png', bytes: served.rawPayload.length });
    expect(served.headers).toMatchObject({
      'content-type': 'image/png',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
      'content-disposition': 'inline; filename="logo.png"',
    });
  });

  it('accepts a JPEG, kept a JPEG without its EXIF', async () => {
    const { client } = await owner();
    const up = await upload(client, await solid(30, 30, 'jpeg'), 'logo.jpg', 'image/jpeg');
    expect(up.status, up.response.body).toBe(200);
    expect(up.answer.logo).toMatchObject({ content_type: 'image/jpeg' });
    const served = (await client.call(CARRIER_SETTINGS_ROUTES.logo)).response;
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['content-disposition']).toBe('inline; filename="logo.jpg"');
    const metadata = await sharp(served.rawPayload).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 30, height: 30 });
    expect(metadata.exif).toBeUndefined();
  });

  it('refuses with 422 naming file: a text file called .png, an SVG, a PNG signature on garbage, a cut-off image', async () => {
    const { client } = await owner();
    const png = await solid(40, 20, 'png');
    const refused = [
      ['text renamed .png', Buffer.from('just some words, not an image\n'), 'logo.png', 'image/png'],
      ['an SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'logo.svg', 'image/svg+xml'],
      ['a PNG signature, then HTML', Buffer.concat([png.subarray(0, 8), Buffer.from(HTML)]), 'logo.png', 'image/png'],
      ['a cut-off PNG', png.subarray(0, png.length - 30), 'logo.png', 'image/png'],
      ['a JPEG signature, then garbage', Buffer.from([0xff, 0xd8, 0xff, 0xe0, ...Buffer.alloc(100)]), 'logo.jpg', 'image/jpeg'],
    ] as const;
    for (const [what, file, name, type] of refused) {
      const response = await upload(client, file, name, type);
      expect(response.status, what).toBe(422);
      expect(response.error.errors, what).toHaveProperty('file');
    }
    expect((await client.call(CARRIER_SETTINGS_ROUTES.get)).answer.logo).toBeNull();
  });

  it('refuses a small file of a huge image (a decompression bomb) with 422, before decoding it', async () => {
    const { client } = await owner();
    // 5000 x 4000 of one grey: 20 megapixels in a few kilobytes.
    const bomb = await solid(5000, 4000, 'png', true);
    expect(bomb.length).toBeLessThan(100 * 1024);
    expect(5000 * 4000).toBeGreaterThan(LOGO_MAX_PIXELS);
    const response = await upload(client, bomb);
    expect(response.status).toBe(422);
    expect(response.error.errors?.file).toMatch(/megapixels/);
    // Just within the limit is fine.
    expect((await upload(client, await solid(4000, 4000, 'png', true))).status).toBe(200);
  });

  it("the portal's logo is served the same way", async () => {
    const { client, carrierId } = await owner();
    const setup = await createPricingSetup(use().database.db, carrierId);
    expect((await upload(client, Buffer.concat([await solid(40, 20, 'png'), Buffer.from(HTML)]))).status).toBe(200);
    const { person } = await acceptedPartnerUser(use(), client, setup.partnerId, 'pat@partner.example');
    const served = (await person.call(PORTAL_ROUTES.logo)).response;
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.toString('latin1')).not.toContain('<html');
    expect(served.headers).toMatchObject({
      'content-type': 'image/png',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
      'content-disposition': 'inline; filename="logo.png"',
    });
  });
});
