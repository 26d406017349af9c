import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchBounded, postBounded } from './bounded-fetch';

let server: Server;
let base = '';
let followed = 0;
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
    if (request.url === '/posted-redirect') return void response.writeHead(307, { location: '/followed' }).end('moved');
    if (request.url === '/followed') {
      followed += 1;
      return void response.end('followed');
    }
    // Headers at once, then a byte now and then, for ever: only the deadline ends it.
    if (request.url === '/trickle') {
      response.writeHead(200);
      const timer = setInterval(() => response.write('x'), 50);
      return void response.on('close', () => clearInterval(timer));
    }
    // Never answers at all.
    if (request.url === '/silent') return;
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

describe('postBounded (a webhook)', () => {
  const post = (path: string, timeoutMs = 500) =>
    postBounded(`${base}${path}`, { body: '{}', headers: { 'content-type': 'application/json' }, timeoutMs, maxBytes: 4096 });

  it('reads at most maxBytes of an endless answer (a 1 GB body is not read), keeping the status', async () => {
    const started = Date.now();
    const answer = await post('/endless', 10_000);
    expect(answer.status).toBe(200);
    expect(answer.text.length).toBe(4096);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('does not follow a redirect: the 3xx is the answer', async () => {
    const answer = await post('/posted-redirect');
    expect(answer).toEqual({ status: 307, text: 'moved' });
    expect(followed).toBe(0);
  });

  it('ends at the deadline a receiver that never answers, and keeps what a trickling one sent', async () => {
    const started = Date.now();
    await expect(post('/silent')).rejects.toThrow('took longer than 0.5 s');
    const trickled = await post('/trickle');
    expect(trickled.status).toBe(200);
    expect(trickled.text.length).toBeLessThan(50);
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('calls http and https only', async () => {
    await expect(postBounded('file:///etc/passwd', { body: '', headers: {}, timeoutMs: 500, maxBytes: 10 })).rejects.toThrow(
      'file: addresses are not called',
    );
    await expect(postBounded('javascript:alert(1)', { body: '', headers: {}, timeoutMs: 500, maxBytes: 10 })).rejects.toThrow(
      'javascript: addresses are not called',
    );
  });
});
