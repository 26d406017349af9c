import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { OutboundClient, type ResolveHost } from './outbound-client';

// Every call of these tests goes to loopback: the other ranges are checked, never called.
let server: Server;
let port = 0;
let base = '';
let hits = 0;
let followed = 0;
let hosts: (string | undefined)[] = [];
beforeAll(async () => {
  server = createServer((request, response) => {
    hits += 1;
    hosts.push(request.headers.host);
    if (request.url === '/ok') return void response.end('<xml/>');
    if (request.url === '/missing') return void response.writeHead(404, 'Not Found').end();
    if (request.url === '/declared') return void response.writeHead(200, { 'content-length': '5000' }).end('x'.repeat(5000));
    // No length: the bound is met while reading.
    if (request.url === '/endless') {
      const timer = setInterval(() => response.write('x'.repeat(1024)), 1);
      return void response.on('close', () => clearInterval(timer));
    }
    if (request.url === '/slow') return void setTimeout(() => response.end('late'), 2000);
    if (request.url === '/redirect') return void response.writeHead(302, 'Found', { location: '/followed' }).end();
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
    response.end('thanks');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  base = `http://127.0.0.1:${port}`;
});
afterAll(() => {
  server.closeAllConnections();
  return new Promise<void>((resolve) => server.close(() => resolve()));
});
beforeEach(() => {
  hits = 0;
  hosts = [];
});

/** The receiver of these tests is on 127.0.0.1: allowed here as an operator would allow its own network. */
const local = new OutboundClient({ allowedNetworks: ['127.0.0.1/32'] });
const guarded = new OutboundClient();
const options = { timeoutMs: 500, maxBytes: 4096 };
const postOptions = { body: '{}', headers: { 'content-type': 'application/json' }, timeoutMs: 500, maxBytes: 4096 };

/** A resolver answering from a table; `calls` counts its lookups. */
function tableResolver(table: Record<string, string[] | (() => string[])>) {
  const calls: string[] = [];
  const resolve: ResolveHost = async (hostname) => {
    calls.push(hostname);
    const entry = table[hostname];
    const addresses = typeof entry === 'function' ? entry() : entry;
    if (!addresses) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    return addresses.map((address) => ({ address, family: address.includes(':') ? (6 as const) : (4 as const) }));
  };
  return { resolve, calls };
}

describe('OutboundClient.get (the ECB fetch)', () => {
  it('answers the body of a 2xx', async () => {
    expect((await local.get(`${base}/ok`, options)).toString()).toBe('<xml/>');
  });

  it('does not follow a redirect: a 3xx is an error naming it', async () => {
    await expect(local.get(`${base}/redirect`, options)).rejects.toThrow('answered 302 Found (redirects are not followed)');
    expect(followed).toBe(0);
  });

  it('says what went wrong: a status, a declared or an actual size past the bound, a deadline, an address', async () => {
    await expect(local.get(`${base}/missing`, options)).rejects.toThrow('answered 404 Not Found');
    await expect(local.get(`${base}/declared`, options)).rejects.toThrow('sent more than 4096 bytes');
    await expect(local.get(`${base}/endless`, options)).rejects.toThrow('sent more than 4096 bytes');
    await expect(local.get(`${base}/slow`, options)).rejects.toThrow('took longer than 0.5 s');
    await expect(local.get('file:///etc/passwd', options)).rejects.toThrow('file: addresses are not called (http or https only)');
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const closedPort = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    await expect(local.get(`http://127.0.0.1:${closedPort}/`, options)).rejects.toThrow('could not be reached (ECONNREFUSED)');
  });

  it('refuses a private address unless its network is allowed, without connecting', async () => {
    await expect(guarded.get(`${base}/ok`, options)).rejects.toThrow('refused: 127.0.0.1 is not a public address');
    expect(hits).toBe(0);
  });
});

describe('OutboundClient.post (a webhook)', () => {
  const post = (path: string, timeoutMs = 500) => local.post(`${base}${path}`, { ...postOptions, timeoutMs });

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
    await expect(local.post('file:///etc/passwd', { ...postOptions, maxBytes: 10 })).rejects.toThrow('file: addresses are not called');
    await expect(local.post('javascript:alert(1)', { ...postOptions, maxBytes: 10 })).rejects.toThrow(
      'javascript: addresses are not called',
    );
  });
});

describe('the address guard', () => {
  it('refuses loopback in every spelling (IPv4, IPv6, IPv4-mapped, the name localhost) without connecting', async () => {
    for (const host of [
      '127.0.0.1',
      '127.1',
      '2130706433',
      '0x7f.0.0.1',
      '[::1]',
      '[::ffff:127.0.0.1]',
      '[::ffff:7f00:1]',
      '[::127.0.0.1]',
    ])
      await expect(guarded.post(`http://${host}:${port}/hook`, postOptions), host).rejects.toThrow(/^refused: .* is not a public address$/);
    // localhost through the system's resolver (/etc/hosts): its address is named.
    await expect(guarded.post(`http://localhost:${port}/hook`, postOptions)).rejects.toThrow(
      /^refused: localhost is (127\.0\.0\.1|::1), not a public address$/,
    );
    expect(hits).toBe(0);
  });

  it('connects to the address it checked: the resolver is asked once and Host keeps the name', async () => {
    const names = tableResolver({ 'receiver.test': ['127.0.0.1'] });
    const client = new OutboundClient({ allowedNetworks: ['127.0.0.1/32'], resolve: names.resolve });
    // receiver.test exists for this resolver only: the connection can only have gone to its answer.
    expect(await client.post(`http://receiver.test:${port}/hook`, postOptions)).toEqual({ status: 200, text: 'thanks' });
    expect(names.calls).toEqual(['receiver.test']);
    expect(hosts).toEqual([`receiver.test:${port}`]);
  });

  it('refuses a name whose address changed after the check (DNS rebinding): checked at the call, never connected', async () => {
    let answers = 0;
    // A public address at the save's check, 127.0.0.1 at the call (the public one is only checked, never called).
    const names = tableResolver({ 'rebind.test': () => (answers++ === 0 ? ['93.184.215.14'] : ['127.0.0.1']) });
    const client = new OutboundClient({ resolve: names.resolve });
    expect(await client.checkUrl(`http://rebind.test:${port}/hook`, 1000)).toEqual({ verdict: 'callable' });
    await expect(client.post(`http://rebind.test:${port}/hook`, postOptions)).rejects.toThrow(
      'refused: rebind.test is 127.0.0.1, not a public address',
    );
    expect(hits).toBe(0);
  });

  it('refuses a name when any of its addresses is refused', async () => {
    const names = tableResolver({ 'mixed.test': ['93.184.215.14', '10.0.0.7'] });
    const client = new OutboundClient({ resolve: names.resolve });
    expect(await client.checkUrl('https://mixed.test/hook', 1000)).toEqual({
      verdict: 'refused',
      reason: 'refused: mixed.test is 10.0.0.7, not a public address',
    });
    await expect(client.post('https://mixed.test/hook', postOptions)).rejects.toThrow('refused: mixed.test is 10.0.0.7');
  });

  it('checks a URL before it is saved: refused, callable, or unresolved (a name without an answer in time)', async () => {
    const never: ResolveHost = () => new Promise(() => undefined);
    const names = tableResolver({ 'public.test': ['2606:4700:4700::1111'] });
    const client = new OutboundClient({ resolve: names.resolve });
    for (const url of [
      'http://127.0.0.1/',
      'http://[::1]/',
      'http://10.1.2.3/',
      'http://192.168.0.10/',
      'http://169.254.169.254/latest/meta-data',
    ])
      expect(await client.checkUrl(url, 1000), url).toMatchObject({ verdict: 'refused' });
    expect(await client.checkUrl('https://public.test/hook', 1000)).toEqual({ verdict: 'callable' });
    expect(await client.checkUrl('https://8.8.8.8/hook', 1000)).toEqual({ verdict: 'callable' });
    expect(await client.checkUrl('https://nowhere.test/hook', 1000)).toEqual({
      verdict: 'unresolved',
      reason: 'could not be reached (ENOTFOUND)',
    });
    const started = Date.now();
    expect(await new OutboundClient({ resolve: never }).checkUrl('https://slow.test/', 200)).toEqual({
      verdict: 'unresolved',
      reason: 'no answer in 0.2 s',
    });
    expect(Date.now() - started).toBeLessThan(1000);
    // At a call, a resolver that never answers is the exchange's deadline.
    await expect(new OutboundClient({ resolve: never }).post('https://slow.test/', postOptions)).rejects.toThrow('took longer than 0.5 s');
  });

  it('allows what WEBHOOK_ALLOWED_NETWORKS names and nothing next to it', async () => {
    expect(await local.checkUrl(`${base}/hook`, 1000)).toEqual({ verdict: 'callable' });
    expect(await local.checkUrl(`http://127.0.0.2:${port}/hook`, 1000)).toMatchObject({ verdict: 'refused' });
    expect(await local.checkUrl(`http://[::1]:${port}/hook`, 1000)).toMatchObject({ verdict: 'refused' });
    expect(() => new OutboundClient({ allowedNetworks: ['10.0.0.0/33'] })).toThrow('10.0.0.0/33 is not a network');
  });
});
