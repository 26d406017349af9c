import { connect, type AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { expect, it } from 'vitest';
import { ECB_FILE_MAX_BYTES, FUEL_INDEX_LIMITS, LOGO_MAX_BYTES } from '@freight/domain';
import { createAdmin, createCarrier, createPricingSetup, PASSWORD, threeRoutePricelist } from '../../test/factories';
import { describeEachDatabase, ORIGIN, type TestApp, type TestClient } from '../../test/helpers';
import { WORKBOOK_LIMITS } from '../modules/pricelist-files/pricelist-workbook-reader';
import { DISCARD_MAX_BYTES } from './uploads';

const BOUNDARY = '----upload-bound';
const head = (name: string) =>
  Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
  );
const TAIL = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
const CONTENT_TYPE = `multipart/form-data; boundary=${BOUNDARY}`;

/** An upload route, the bound of its file, its 413's message, and how to tell that nothing was written. */
interface UploadCase {
  name: string;
  method: 'POST' | 'PUT';
  bytes: number;
  message: string;
  /** The caller and the path (a record of its own where the route needs one). */
  prepare(app: TestApp): Promise<{ client: TestClient; url: string; written: () => Promise<unknown> }>;
}

async function owner(app: TestApp) {
  const carrier = await createCarrier(app.database.db);
  const client = await app.client().login(carrier.owner.email, PASSWORD);
  return { carrier, client };
}

const CASES: UploadCase[] = [
  {
    name: 'the pricelist Excel import',
    method: 'POST',
    bytes: WORKBOOK_LIMITS.fileBytes,
    message: 'The workbook is larger than 5 MB',
    prepare: async (app) => {
      const { carrier, client } = await owner(app);
      const setup = await createPricingSetup(app.database.db, carrier.carrierId, { zones: 4 });
      const id = (await client.post('/fe/pricelists', threeRoutePricelist(setup))).json().id as number;
      return { client, url: `/fe/pricelists/${id}/xlsx`, written: async () => (await client.get(`/fe/pricelists/${id}`)).json().version };
    },
  },
  {
    name: 'the fuel index file',
    method: 'POST',
    bytes: FUEL_INDEX_LIMITS.fileBytes,
    message: 'The file is larger than 1 MB',
    prepare: async (app) => {
      const { client } = await owner(app);
      return { client, url: '/fe/fuel_index/file', written: async () => (await client.get('/fe/fuel_index')).json().version };
    },
  },
  {
    name: 'the carrier logo',
    method: 'PUT',
    bytes: LOGO_MAX_BYTES,
    message: 'The logo is larger than 512 KB',
    prepare: async (app) => {
      const { client } = await owner(app);
      return { client, url: '/fe/carrier_settings/logo', written: async () => (await client.get('/fe/carrier_settings')).json().logo };
    },
  },
  {
    name: 'the ECB file',
    method: 'POST',
    bytes: ECB_FILE_MAX_BYTES,
    message: `The ECB file is larger than ${ECB_FILE_MAX_BYTES / 1024 / 1024} MB`,
    prepare: async (app) => {
      const client = await app.client().login((await createAdmin(app.database.db)).email, PASSWORD);
      const sets = () => app.database.db.selectFrom('exchange_rate_versions').select('id').execute();
      return { client, url: '/fe/admin/exchange_rates/ecb', written: sets };
    },
  },
];

/**
 * Every upload route's bound holds whatever the client: a file one byte past it is
 * 413 naming the bound, sent with a length, chunked, in chunks that end exactly at the bound (where
 * the multipart reader's own check missed the cut) and as a Node FormData blob over a real socket;
 * nothing is parsed (a parse answers 422 or 200) or written. A file of exactly the bound is read.
 */
describeEachDatabase('upload bounds', (use) => {
  for (const c of CASES) {
    it(`${c.name}: ${c.bytes} bytes + 1 is 413 "${c.message}" however sent, nothing written; ${c.bytes} bytes are read`, async () => {
      const { client, url, written } = await c.prepare(use());
      const before = await written();
      const over = Buffer.alloc(c.bytes + 1, 0x20);
      const expectRefused = (response: { statusCode: number; body: string }, how: string) => {
        expect(response.statusCode, `${how}: ${response.body}`).toBe(413);
        expect(JSON.parse(response.body), how).toEqual({
          code: 'TOO_LARGE',
          message: c.message,
          errors: { file: expect.stringContaining('larger than') },
        });
      };
      const send = (payload: Buffer | Readable, headers: Record<string, string> = {}) =>
        client.request({ method: c.method, url, payload, headers: { 'content-type': CONTENT_TYPE, ...headers } });

      expectRefused(await send(Buffer.concat([head('over.bin'), over, TAIL])), 'with a length');
      expectRefused(await send(Readable.from([head('over.bin'), over, TAIL]), { 'transfer-encoding': 'chunked' }), 'chunked');
      // The bound's bytes in one chunk, the one byte past it in the next.
      const aligned = Readable.from([head('over.bin'), over.subarray(0, c.bytes), over.subarray(c.bytes), TAIL]);
      expectRefused(await send(aligned, { 'transfer-encoding': 'chunked' }), 'cut between two chunks');
      // Declared larger than the file and its framing: refused before it is read.
      const declared = await client.request({
        method: c.method,
        url,
        payload: Buffer.alloc(1),
        headers: { 'content-type': CONTENT_TYPE, 'content-length': String(c.bytes + 64 * 1024) },
      });
      expect(declared.statusCode, declared.body).toBe(413);
      expect(declared.json().message).toBe(c.message);

      // Node's fetch with a FormData blob, to a listening server, as a client program sends it.
      const { app } = use();
      if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
      const server = app.server.address() as AddressInfo;
      const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
      for (const size of [c.bytes + 1, 20 * 1024 * 1024]) {
        const form = new FormData();
        form.append('file', new Blob([Buffer.alloc(size, 0x20)]), 'over.bin');
        const answer = await fetch(`http://127.0.0.1:${server.port}${url}`, {
          method: c.method,
          body: form,
          headers: { origin: ORIGIN, cookie },
        });
        expectRefused({ statusCode: answer.status, body: await answer.text() }, `FormData of ${size} bytes`);
      }
      expect(await written()).toEqual(before);

      // Exactly the bound: read, and refused for what it is (spaces are no workbook, index, image or XML), not for its size.
      const atBound = await send(Buffer.concat([head('bound.bin'), over.subarray(0, c.bytes), TAIL]));
      expect(atBound.statusCode, atBound.body).toBe(422);
      expect(atBound.json().message).not.toMatch(/larger than/);
    });
  }

  it('answers a 100 MB upload with the 413 at once and cuts the connection after a bounded part of the rest, unparsed', async () => {
    const { client } = await owner(use());
    const { app } = use();
    if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const declared = 100 * 1024 * 1024;
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    let sent = 0;
    socket.on('data', (chunk) => (answer += chunk.toString()));
    const ended = new Promise<void>((resolve) => {
      socket.on('error', () => resolve());
      socket.on('close', () => resolve());
    });
    socket.write(
      `POST /fe/fuel_index/file HTTP/1.1\r\nHost: 127.0.0.1\r\nOrigin: ${ORIGIN}\r\nCookie: ${cookie}\r\n` +
        `Content-Type: ${CONTENT_TYPE}\r\nContent-Length: ${declared}\r\n\r\n`,
    );
    const chunk = Buffer.alloc(64 * 1024, 0x20);
    let open = true;
    void ended.then(() => (open = false));
    while (open && sent < declared) {
      if (!socket.write(chunk)) await Promise.race([new Promise((resolve) => socket.once('drain', resolve)), ended]);
      sent += chunk.length;
    }
    await ended;
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(answer).toContain('"message":"The file is larger than 1 MB"');
    // Cut well before the declared 100 MB: the discarded bound and what the sockets' buffers held.
    expect(sent).toBeLessThan(DISCARD_MAX_BYTES + 16 * 1024 * 1024);
  });
});
