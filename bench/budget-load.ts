/**
 * The load of bench/ui-latency.ts, in a process of its own: POST /api/v1/mass_price with the body
 * in the file argv[3] to argv[2] with the token argv[4], one after the other until told 'stop'.
 * Sends 'started' as the first budget is sent, and on 'stop' the count of budgets finished.
 */
import { readFileSync } from 'node:fs';

const [address, bodyFile, token] = process.argv.slice(2) as [string, string, string];
const body = readFileSync(bodyFile);
let stopping = false;
let finished = 0;
let failed = 0;

process.on('message', (message) => {
  if (message === 'stop') stopping = true;
});

const run = async () => {
  process.send!('started');
  while (!stopping) {
    const response = await fetch(`${address}/api/v1/mass_price`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body,
    });
    for await (const _ of response.body!);
    if (response.status === 200) finished++;
    else failed++;
  }
  process.send!({ finished, failed });
  process.disconnect();
};
void run();
