import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchBounded } from './bounded-fetch';

let server: Server;
let base = '';
beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.url === '/ok') return void response.end('<xml/>');
    if (request.url === '/missing') return void response.writeHead(404, 'Not Found').end();
    if (request.url === '/declared') return void response.writeHead(200, { 'content-length': '5000' }).end('x'.repeat(5000));
    // No length: the bound is met while reading.
    if (request.url === '/endless') {
      const timer = setInterval(() => response.write('x'.repeat(1024)), 1);
      return void response.on('close', () => clearInterval(timer));
    }
    if (request.url === '/slow') return void setTimeout(() => response.end('late'), 2000);
    if (request.url === '/redirect') return void response.writeHead(302, { location: '/ok' }).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  return new Promise<void>((resolve) => server.close(() => resolve()));
});

const options = { timeoutMs: 500, maxBytes: 4096 };

describe('fetchBounded', () => {
  it('answers the body, following a redirect', async () => {
    expect((await fetchBounded(`${base}/redirect`, options)).toString()).toBe('<xml/>');
  });

  it('says what went wrong: a status, a declared or an actual size past the bound, a deadline, an address', async () => {
    await expect(fetchBounded(`${base}/missing`, options)).rejects.toThrow('answered 404 Not Found');
    await expect(fetchBounded(`${base}/declared`, options)).rejects.toThrow('sent more than 4096 bytes');
    await expect(fetchBounded(`${base}/endless`, options)).rejects.toThrow('sent more than 4096 bytes');
    await expect(fetchBounded(`${base}/slow`, options)).rejects.toThrow('took longer than 0.5 s');
    await expect(fetchBounded('file:///etc/passwd', options)).rejects.toThrow('file: addresses are not fetched (http or https only)');
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    await expect(fetchBounded(`http://127.0.0.1:${port}/`, options)).rejects.toThrow('could not be reached (ECONNREFUSED)');
  });
});
