import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, test } from 'node:test';
import { hashInputs, isUpToDate, writeStamp } from './build-stamp.mjs';

let root;
const INPUTS = ['app/src', 'app/index.html', 'app/public'];

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'build-stamp-'));
  mkdirSync(join(root, 'app/src/pages'), { recursive: true });
  writeFileSync(join(root, 'app/src/main.ts'), 'main');
  writeFileSync(join(root, 'app/src/pages/home.ts'), 'home');
  writeFileSync(join(root, 'app/index.html'), '<html>');
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('hashInputs', () => {
  test('is the same for the same files, whatever order the inputs are given in', () => {
    assert.equal(hashInputs(root, INPUTS), hashInputs(root, [...INPUTS].reverse()));
  });

  test('changes when a file in a directory changes, is added or is renamed', () => {
    const before = hashInputs(root, INPUTS);
    writeFileSync(join(root, 'app/src/pages/home.ts'), 'home2');
    const edited = hashInputs(root, INPUTS);
    assert.notEqual(edited, before);
    writeFileSync(join(root, 'app/src/pages/about.ts'), '');
    const added = hashInputs(root, INPUTS);
    assert.notEqual(added, edited);
    renameSync(join(root, 'app/src/pages/about.ts'), join(root, 'app/src/pages/contact.ts'));
    assert.notEqual(hashInputs(root, INPUTS), added);
  });

  test('changes when a missing input appears, and with the toolchain', () => {
    const before = hashInputs(root, INPUTS, 'v20');
    assert.notEqual(hashInputs(root, INPUTS, 'v22'), before);
    mkdirSync(join(root, 'app/public'));
    writeFileSync(join(root, 'app/public/logo.svg'), '<svg>');
    assert.notEqual(hashInputs(root, INPUTS, 'v20'), before);
  });

  test('ignores tests, installed packages and build output', () => {
    const before = hashInputs(root, INPUTS);
    writeFileSync(join(root, 'app/src/pages/home.test.tsx'), 'test');
    for (const dir of ['app/src/node_modules/x', 'app/src/dist']) {
      mkdirSync(join(root, dir), { recursive: true });
      writeFileSync(join(root, dir, 'index.js'), 'x');
    }
    assert.equal(hashInputs(root, INPUTS), before);
  });
});

describe('isUpToDate', () => {
  test('only with the entry and a stamp of the same hash', () => {
    const outDir = join(root, 'dist');
    mkdirSync(outDir);
    assert.equal(isUpToDate(outDir, 'index.html', 'abc'), false);
    writeFileSync(join(outDir, 'index.html'), '');
    assert.equal(isUpToDate(outDir, 'index.html', 'abc'), false);
    writeStamp(outDir, 'abc');
    assert.equal(isUpToDate(outDir, 'index.html', 'abc'), true);
    assert.equal(isUpToDate(outDir, 'index.html', 'abd'), false);
    rmSync(join(outDir, 'index.html'));
    assert.equal(isUpToDate(outDir, 'index.html', 'abc'), false);
  });
});
