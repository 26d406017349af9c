/**
 * The layer rules of `npm run lint:deps` (.dependency-cruiser.cjs) catch what they are for: small
 * planted trees, laid out as the server is, are cruised with the real config. Each must fail on its
 * planted import and a clean tree must pass, so a rule that stopped matching would show here.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { afterEach, beforeEach, describe, test } from 'node:test';

const ROOT = resolve(import.meta.dirname, '..');
const CONFIG = join(ROOT, '.dependency-cruiser.cjs');
const DEPCRUISE = join(ROOT, 'node_modules/.bin/depcruise');

let tree;

// Inside the repository, so the cruiser finds TypeScript in its node_modules; named like the ignored data dirs.
beforeEach(() => {
  tree = mkdtempSync(join(ROOT, '.data-lint-deps-'));
});

afterEach(() => rmSync(tree, { recursive: true, force: true }));

function plant(files) {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(tree, path)), { recursive: true });
    writeFileSync(join(tree, path), text);
  }
}

/** Cruises the planted tree with the project's rules: the exit status and the errors printed. */
function cruise() {
  const run = spawnSync(DEPCRUISE, ['apps', '--config', CONFIG, '--output-type', 'err'], { cwd: tree, encoding: 'utf8' });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

/** The module-level check of `npm run lint:deps` on the planted tree. */
function moduleCircles() {
  const run = spawnSync(process.execPath, [join(ROOT, 'scripts/module-circles.mjs')], { cwd: tree, encoding: 'utf8' });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

/** A server with the layers' usual files: the seams, the root and two modules. */
const SERVER = {
  'apps/server/src/seams.ts': 'export interface Seams { db: string }\n',
  'apps/server/src/deps.ts':
    "import type { Seams } from './seams';\nimport { zoneRoutes } from './modules/zones/zones.routes';\nexport type AppDeps = Seams;\nexport const routes = [zoneRoutes];\n",
  'apps/server/src/modules/zones/zones.routes.ts':
    "import type { Seams } from '../../seams';\nimport { listZones } from './zones.service';\nexport function zoneRoutes(deps: Pick<Seams, 'db'>) { return listZones(deps); }\n",
  'apps/server/src/modules/zones/zones.service.ts':
    "import type { Seams } from '../../seams';\nimport { areaName } from '../areas';\nexport function listZones(deps: Pick<Seams, 'db'>) { return deps.db + areaName; }\n",
  'apps/server/src/modules/zones/index.ts': "export { listZones } from './zones.service';\n",
  'apps/server/src/modules/areas/index.ts': "export { areaName } from './areas.service';\n",
  'apps/server/src/modules/areas/areas.service.ts': "export const areaName = 'area';\n",
};

describe('npm run lint:deps', () => {
  test('passes a server whose imports point down', () => {
    plant(SERVER);
    const { status, output } = cruise();
    assert.equal(status, 0, output);
    const modules = moduleCircles();
    assert.equal(modules.status, 0, modules.output);
  });

  test("fails a module that imports another module's file instead of its index.ts", () => {
    plant({
      ...SERVER,
      'apps/server/src/modules/zones/zones.service.ts':
        "import type { Seams } from '../../seams';\nimport { areaName } from '../areas/areas.service';\nexport function listZones(deps: Pick<Seams, 'db'>) { return deps.db + areaName; }\n",
    });
    const { status, output } = cruise();
    assert.notEqual(status, 0);
    assert.match(
      output,
      /modules-import-public-faces: apps\/server\/src\/modules\/zones\/zones\.service\.ts → apps\/server\/src\/modules\/areas\/areas\.service\.ts/,
    );
  });

  test('fails two modules that reach each other through their index files, though no file is in a circle', () => {
    plant({
      ...SERVER,
      'apps/server/src/deps.ts':
        "import type { Seams } from './seams';\nimport { zoneRoutes } from './modules/zones/zones.routes';\nimport { areaRoutes } from './modules/areas/areas.routes';\nexport type AppDeps = Seams;\nexport const routes = [zoneRoutes, areaRoutes];\n",
      'apps/server/src/modules/areas/areas.routes.ts':
        "import type { listZones } from '../zones';\nexport function areaRoutes(zones: typeof listZones) { return zones; }\n",
    });
    const files = cruise();
    assert.equal(files.status, 0, files.output);
    const { status, output } = moduleCircles();
    assert.notEqual(status, 0);
    assert.match(output, /no-module-circle: areas, zones reach each other/);
    assert.match(
      output,
      /areas → zones \(apps\/server\/src\/modules\/areas\/areas\.routes\.ts → apps\/server\/src\/modules\/zones\/index\.ts\)/,
    );
  });

  test('fails a module that imports the composition root, even for a type', () => {
    plant({
      ...SERVER,
      'apps/server/src/modules/areas/areas.service.ts':
        "import type { AppDeps } from '../../deps';\nexport const areaName = 'area';\nexport type D = AppDeps;\n",
    });
    const { status, output } = cruise();
    assert.notEqual(status, 0);
    assert.match(output, /modules-import-no-root: apps\/server\/src\/modules\/areas\/areas\.service\.ts → apps\/server\/src\/deps\.ts/);
  });

  test('fails a circle made of type-only imports', () => {
    plant({
      ...SERVER,
      'apps/server/src/modules/areas/areas.service.ts':
        "import type { listZones } from '../zones/zones.service';\nexport const areaName = 'area';\nexport type Z = typeof listZones;\n",
    });
    const { status, output } = cruise();
    assert.notEqual(status, 0);
    assert.match(output, /no-circular-types/);
  });

  test("fails a module that imports another module's routes", () => {
    plant({
      ...SERVER,
      'apps/server/src/modules/areas/areas.service.ts':
        "import { zoneRoutes } from '../zones/zones.routes';\nexport const areaName = 'area';\nexport const r = zoneRoutes;\n",
    });
    const { status, output } = cruise();
    assert.notEqual(status, 0);
    assert.match(output, /no-foreign-routes/);
  });

  test('fails seams.ts importing a module', () => {
    plant({
      ...SERVER,
      'apps/server/src/seams.ts':
        "import type { areaName } from './modules/areas/areas.service';\nexport interface Seams { db: typeof areaName }\n",
    });
    const { status, output } = cruise();
    assert.notEqual(status, 0);
    assert.match(output, /seams-import-no-module/);
  });
});
