/**
 * The server's modules form layers: no module reaches back to itself through others. A file-level
 * rule cannot see this (module A's file imports B's index, B's file imports A's index: no file is in
 * a circle), so this check folds the import graph to one node per folder of apps/server/src/modules
 * and looks for a strongly connected component. Type-only imports count; tests do not (a test may
 * use any module). Run by `npm run lint:deps` after dependency-cruiser's rules.
 */
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { cruise } from 'dependency-cruiser';

const MODULE = /^apps\/server\/src\/modules\/([^/]+)\//;

/** The module-to-module edges of the server, each with the first import that makes it. */
async function moduleEdges() {
  const config = createRequire(import.meta.url)(resolve(import.meta.dirname, '../.dependency-cruiser.cjs'));
  const { options } = config;
  const result = await cruise(['apps/server/src'], {
    ...options,
    exclude: { path: [...options.exclude.path, '\\.test\\.ts$'] },
  });
  const edges = new Map();
  for (const file of result.output.modules) {
    const from = MODULE.exec(file.source)?.[1];
    if (!from) continue;
    for (const dependency of file.dependencies) {
      const to = MODULE.exec(dependency.resolved)?.[1];
      if (!to || to === from) continue;
      const targets = edges.get(from) ?? new Map();
      if (!targets.has(to)) targets.set(to, `${file.source} → ${dependency.resolved}`);
      edges.set(from, targets);
    }
  }
  return edges;
}

/** Tarjan's strongly connected components of more than one module. */
function circles(edges) {
  let next = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const found = [];
  const visit = (node) => {
    index.set(node, next);
    low.set(node, next++);
    stack.push(node);
    onStack.add(node);
    for (const target of edges.get(node)?.keys() ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node), low.get(target)));
      } else if (onStack.has(target)) low.set(node, Math.min(low.get(node), index.get(target)));
    }
    if (low.get(node) !== index.get(node)) return;
    const component = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1) found.push(component.sort());
  };
  for (const node of edges.keys()) if (!index.has(node)) visit(node);
  return found;
}

// The server of the working directory (the repository, or a test's planted tree) with the project's options.
const edges = await moduleEdges();
const found = circles(edges);
for (const component of found) {
  console.error(`error no-module-circle: ${component.join(', ')} reach each other:`);
  for (const from of component)
    for (const [to, via] of edges.get(from) ?? []) if (component.includes(to)) console.error(`    ${from} → ${to} (${via})`);
}
if (found.length > 0) process.exit(1);
console.log(`no module circle among ${new Set([...edges.keys(), ...[...edges.values()].flatMap((t) => [...t.keys()])]).size} modules`);
