// A flood of partner API calls from a process of its own (src/http/rate-limit.test.ts), so that the
// flood's client work is not on the server's event loop:
//   node test/flood-client.mjs '<json options>'
// options: { url, token, body, connections, requests }. `requests` POSTs of `body` with the Bearer
// `token`, over `connections` kept-alive connections, each sending its next call as soon as its
// answer is in. Prints one JSON line: each answer's status and when its call was sent (ms since the
// epoch, to the microsecond, comparable with the parent's `performance.timeOrigin + performance.now()`),
// and the headers and body of the first refused and the first priced answer.
import http from 'node:http';

const { url, token, body, connections, requests } = JSON.parse(process.argv[2]);
const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
const now = () => performance.timeOrigin + performance.now();

function call() {
  const sent = now();
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method: 'POST', agent, headers }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode, sent, received: now(), headers: response.headers, body: text }));
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end(body);
  });
}

const answers = [];
let left = requests;
await Promise.all(
  Array.from({ length: connections }, async () => {
    while (left > 0) {
      left--;
      answers.push(await call());
    }
  }),
);
agent.destroy();
const first = (status) => {
  const answer = answers.find((a) => a.status === status);
  return answer ? { headers: answer.headers, body: answer.body } : null;
};
process.stdout.write(
  `${JSON.stringify({ answers: answers.map(({ status, sent, received }) => ({ status, sent, received })), refused: first(429), priced: first(200) })}\n`,
);
