// The entry of heavy-work.ts's worker threads when the server runs from its TypeScript (npm run dev
// through tsx, tests under vitest): a worker thread loads it the same way by registering tsx itself,
// whatever the parent was started with. The compiled server (npm start) has heavy-tasks.ts compiled
// under this name instead (scripts/build.mjs), so its threads need no transpiler.
import { register } from 'tsx/esm/api';

register();
const { default: runHeavyTask } = await import('./heavy-tasks.ts');

export default runHeavyTask;
