// npm run build (and npm start before it starts): the web app (vite) and the server compiled to
// JavaScript (esbuild), each skipped when its inputs did not change since its last build.
// `npm run build -- --force` builds both whatever the stamps say.
import { spawnSync } from 'node:child_process';
import { cpSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { hashInputs, isUpToDate, writeStamp } from './build-stamp.mjs';

const ROOT = resolve(import.meta.dirname, '..');
const force = process.argv.includes('--force');
/** What every build depends on besides its sources: the installed versions and this file. */
const SHARED_INPUTS = [
  'package-lock.json',
  'tsconfig.base.json',
  'packages/domain/src',
  'packages/domain/package.json',
  'scripts/build.mjs',
];

const TARGETS = [
  {
    name: 'web',
    outDir: 'apps/web/dist',
    entry: 'index.html',
    inputs: [
      'apps/web/src',
      'apps/web/public',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'apps/web/postcss.config.cjs',
      'apps/web/tsconfig.json',
      'apps/web/package.json',
    ],
    run: buildWeb,
  },
  {
    name: 'server',
    outDir: 'apps/server/dist',
    entry: 'main.mjs',
    inputs: ['apps/server/src', 'apps/server/tsconfig.json', 'apps/server/package.json'],
    run: buildServer,
  },
];

for (const target of TARGETS) {
  const outDir = join(ROOT, target.outDir);
  const hash = hashInputs(ROOT, [...SHARED_INPUTS, ...target.inputs], process.version);
  if (!force && isUpToDate(outDir, target.entry, hash)) {
    console.log(`${target.name}: inputs unchanged since the build in ${target.outDir}, skipped (npm run build -- --force rebuilds)`);
    continue;
  }
  const started = performance.now();
  await target.run(outDir);
  writeStamp(outDir, hash);
  console.log(`${target.name}: built into ${target.outDir} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

async function buildWeb() {
  const { status } = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: ROOT, stdio: 'inherit' });
  if (status !== 0) process.exit(status ?? 1);
}

/**
 * One ES module per entry, with @freight/domain bundled in (its package points at TypeScript) and
 * every other package left to node_modules. The files the server finds beside its own module at run
 * time (`new URL('./x', import.meta.url)`) sit beside main.mjs: the worker threads' entries under the
 * names the source uses, and the migrations. heavy-worker.mjs is heavy-tasks.ts compiled, so its
 * threads need no transpiler.
 */
async function buildServer(outDir) {
  // Imported here: a start that skips the build does not load it.
  const { build } = await import('esbuild');
  rmSync(outDir, { recursive: true, force: true });
  await build({
    absWorkingDir: ROOT,
    entryPoints: [
      { in: 'apps/server/src/main.ts', out: 'main' },
      { in: 'apps/server/src/workers/heavy-tasks.ts', out: 'heavy-worker' },
      { in: 'apps/server/src/db/pglite-worker.mjs', out: 'pglite-worker' },
      { in: 'apps/server/src/db/copy-worker.mjs', out: 'copy-worker' },
    ],
    outdir: outDir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    logLevel: 'warning',
    plugins: [
      {
        name: 'packages-external',
        setup(builder) {
          builder.onResolve({ filter: /^[^./]/ }, ({ path }) => (path.startsWith('@freight/') ? undefined : { external: true }));
        },
      },
    ],
  });
  cpSync(join(ROOT, 'apps/server/src/db/migrations'), join(outDir, 'migrations'), { recursive: true });
}
