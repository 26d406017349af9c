// npm run dev: the API server with reload on :3000 and Vite's dev server (proxying /fe and /api) on :5173.
import { spawn } from 'node:child_process';

const WEB_ORIGIN = 'http://localhost:5173';

const children = [
  spawn('npm', ['run', 'dev', '-w', 'apps/server'], {
    stdio: 'inherit',
    // The browser is on Vite's origin, which the proxy passes on as the Origin of every call: it is
    // the app's public origin here (mailed links too), the only one the same-origin check accepts.
    env: { ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? 'info', PUBLIC_URL: process.env.PUBLIC_URL ?? WEB_ORIGIN },
  }),
  spawn('npm', ['run', 'dev', '-w', 'apps/web'], { stdio: 'inherit' }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
