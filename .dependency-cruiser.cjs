/**
 * Which way imports may point (docs/ARCHITECTURE.md "The layers"), checked by `npm run lint`
 * (`npm run lint:deps`). Type-only imports count: a circle of types is a circle to a reader too.
 *
 * The server's layers, lowest first: errors.ts, env.ts, lib/, db/, mail/ (no app code) ->
 * workers/ (the thread pool) -> seams.ts (the types of what modules take), http/ (the session
 * guard, params, serve) -> modules/ -> deps.ts (the composition root) -> app.ts -> main.ts. A layer
 * imports only those below it; nothing below the root imports it, so no import leads back to it.
 */
const SERVER = '^apps/server/src/';
/** Tests build whole apps: the layer rules are for the code they test. */
const TEST = '\\.test\\.ts$';
const TOP = `${SERVER}(deps|app|main|bootstrap)\\.ts$`;

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'No circle of imports that run: each file reads from the ones below it.',
      from: { path: '^(apps|packages)/' },
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'no-circular-types',
      severity: 'error',
      comment: 'No circle of types in the server either: a module names the seams it takes (seams.ts), never the root.',
      from: { path: SERVER },
      to: { circular: true },
    },
    {
      name: 'seams-import-no-module',
      severity: 'error',
      comment: 'seams.ts names the shared pieces below the modules: it imports no module, no http/, no root.',
      from: { path: `${SERVER}seams\\.ts$` },
      to: { path: [`${SERVER}(modules|http|demo)/`, TOP] },
    },
    {
      name: 'http-imports-no-module',
      severity: 'error',
      comment: 'http/ is handed what it needs (the session plugin its resolvers, by deps.ts); it never imports a module or the root.',
      from: { path: `${SERVER}http/`, pathNot: TEST },
      to: { path: [`${SERVER}(modules|workers|demo)/`, TOP] },
    },
    {
      name: 'base-imports-no-layer-above',
      severity: 'error',
      comment: 'errors.ts, env.ts, lib/, db/ and mail/ are the base: they import no module, no http/, no worker, no root.',
      from: { path: `${SERVER}(lib/|db/|mail/|errors\\.ts$|env\\.ts$|secret-key\\.ts$)`, pathNot: TEST },
      to: { path: [`${SERVER}(modules|http|workers|demo)/`, TOP] },
    },
    {
      name: 'workers-import-no-routes-nor-http',
      severity: 'error',
      comment: "The worker pool runs modules' tasks (*.task.ts and what they use), never a route, http/ or the root.",
      from: { path: `${SERVER}workers/`, pathNot: TEST },
      to: { path: [`${SERVER}http/`, '\\.routes\\.ts$', TOP] },
    },
    {
      name: 'modules-import-no-root',
      severity: 'error',
      comment: 'Nothing below the root imports it: a module takes the seams it names (seams.ts), and deps.ts builds them.',
      from: { path: `${SERVER}(modules|http|workers|lib|db|mail)/|${SERVER}(seams|warm-up|errors|env)\\.ts$`, pathNot: TEST },
      to: { path: TOP },
    },
    {
      name: 'modules-import-public-faces',
      severity: 'error',
      comment:
        "A module uses another only through its public face: index.ts (worker.ts for a worker thread's task, which must not load the server). Its other files are its own to change.",
      from: { path: `${SERVER}modules/([^/]+)/`, pathNot: TEST },
      to: { path: `${SERVER}modules/`, pathNot: [`${SERVER}modules/$1/`, `${SERVER}modules/[^/]+/(index|worker)\\.ts$`] },
    },
    {
      name: 'root-imports-module-index',
      severity: 'error',
      comment:
        'The composition root wires the modules by their public faces too: index.ts, and the routes (*.routes.ts) and scheduled jobs (*.job.ts) it mounts and starts.',
      from: { path: `${SERVER}(deps|app|main|bootstrap|key-rotation|warm-up|cluster)\\.ts$` },
      to: { path: `${SERVER}modules/`, pathNot: `${SERVER}modules/[^/]+/(index|[^/]+\\.routes|[^/]+\\.job)\\.ts$` },
    },
    {
      name: 'workers-import-module-worker',
      severity: 'error',
      comment: "The worker threads load a module's worker.ts only: what runs there, without the server.",
      from: { path: `${SERVER}workers/`, pathNot: TEST },
      to: { path: `${SERVER}modules/`, pathNot: `${SERVER}modules/[^/]+/worker\\.ts$` },
    },
    {
      name: 'no-foreign-routes',
      severity: 'error',
      comment: "A module never imports another module's routes: a shared piece moves to a service or down a layer.",
      from: { path: `${SERVER}modules/([^/]+)/` },
      to: { path: '\\.routes\\.ts$', pathNot: `${SERVER}modules/$1/` },
    },
    {
      name: 'domain-imports-no-app',
      severity: 'error',
      comment: 'packages/domain is pure and shared: it imports neither app.',
      from: { path: '^packages/domain/' },
      to: { path: '^(apps|e2e)/' },
    },
    {
      name: 'apps-import-not-each-other',
      severity: 'error',
      comment: 'The web app and the server meet only in packages/domain.',
      from: { path: '^apps/(web|server)/' },
      to: { path: '^apps/', pathNot: '^apps/$1/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['node_modules', '/dist/', '\\.d\\.ts$'] },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
      extensions: ['.ts', '.tsx', '.js', '.mjs'],
    },
  },
};
