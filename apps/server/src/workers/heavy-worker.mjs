// The entry of heavy-work.ts's worker threads. The server's code is TypeScript run through tsx
// (npm start is `node --import tsx`; tests run under vitest): a worker thread loads it the same
// way by registering tsx itself, whatever the parent was started with.
import { register } from 'tsx/esm/api';

register();
const { default: runHeavyTask } = await import('./heavy-tasks.ts');

export default runHeavyTask;
