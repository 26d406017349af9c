import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { test } from 'node:test';
import { promisify } from 'node:util';

const GENERATOR = join(import.meta.dirname, 'load-generator.mjs');

test('counts every answer the server sent by its status, with the request as given', async () => {
  const seen = { requests: 0, bodies: new Set(), headers: new Set() };
  // Every third answer is a 500; the answers arrive in pieces and of different lengths.
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      const n = ++seen.requests;
      seen.bodies.add(body);
      seen.headers.add(request.headers.authorization);
      const answer = JSON.stringify({ n, pad: 'x'.repeat(n % 50) });
      response.writeHead(n % 3 === 0 ? 500 : 200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(answer) });
      response.write(answer.slice(0, 5));
      setImmediate(() => response.end(answer.slice(5)));
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = server.address();
    const options = {
      url: `http://127.0.0.1:${port}/price`,
      method: 'POST',
      headers: { authorization: 'Bearer t' },
      body: '{"a":1}',
      connections: 3,
      seconds: 1,
    };
    const { stdout } = await promisify(execFile)(process.execPath, [GENERATOR, JSON.stringify(options)]);
    const result = JSON.parse(stdout);
    const answered = result.ok + result.other;
    assert.equal(result.requests, answered);
    assert.ok(answered > 100, `only ${answered} answers`);
    // What is still in flight when it stops (one per connection) is not counted.
    assert.ok(
      seen.requests - answered >= 0 && seen.requests - answered <= options.connections,
      `${seen.requests} sent, ${answered} counted`,
    );
    assert.ok(Math.abs(result.other - answered / 3) <= options.connections, `${result.other} of ${answered} were 500s`);
    assert.equal(result.errors, 0);
    assert.deepEqual([...seen.bodies], ['{"a":1}']);
    assert.deepEqual([...seen.headers], ['Bearer t']);
    assert.ok(result.p50 > 0 && result.p99 >= result.p50, `p50 ${result.p50}, p99 ${result.p99}`);
    assert.ok(result.cpuUs > 0);
  } finally {
    server.close();
  }
});
