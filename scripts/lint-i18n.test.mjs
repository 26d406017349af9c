/**
 * The catalog rule of eslint.config.js (docs/decisions/0021-languages.md) catches what it is for:
 * planted screens are linted with the real config at a path in the web app. Each literal kind must
 * fail and the same screen through t(key) must pass, so a selector that stopped matching shows here.
 */
import assert from 'node:assert/strict';
import { resolve } from 'node:path';
import { describe, test } from 'node:test';
import { ESLint } from 'eslint';

const ROOT = resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: ROOT });
// A path the rule covers (no file is there; lintText only names it).
const PATH = resolve(ROOT, 'apps/web/src/components/Planted.tsx');

async function catalogErrors(code) {
  const [result] = await eslint.lintText(code, { filePath: PATH });
  return [...new Set(result.messages.filter((m) => m.message.includes('catalogs')).map((m) => m.line))];
}

describe('the catalog rule', () => {
  test('fails text in JSX, in a label-like attribute or property, and in a toast', async () => {
    const lines = await catalogErrors(
      [
        "import { toastError } from '../lib/toast';",
        'export const Title = () => <h1>Pricelists</h1>;',
        'export const Field = () => <input aria-label="Search pricelists" />;',
        "export const COLUMNS = [{ header: 'Valid from' }];",
        "export const fail = () => toastError('Could not save');",
      ].join('\n'),
    );
    assert.deepEqual(lines, [2, 3, 4, 5]);
  });

  test('fails the same text built in an expression: a template, a choice, a child in braces', async () => {
    const lines = await catalogErrors(
      [
        'export const Title = ({ noun }) => <h1>{`New ${noun}`}</h1>;',
        "export const State = ({ on }) => <span>{on ? 'Active' : 'Disabled'}</span>;",
        "export const Tip = ({ why }) => <div title={why ?? 'Select the row'} />;",
        "export const Note = () => <p>{'Nothing here yet'}</p>;",
        'export const Group = ({ i }) => <div aria-label={`Fare group ${i + 1}`} />;',
      ].join('\n'),
    );
    assert.deepEqual(lines, [1, 2, 3, 4, 5]);
  });

  test('passes the same screen through t(key), message keys and text with no words', async () => {
    const lines = await catalogErrors(
      [
        "import { t } from '../lib/i18n';",
        "export const Title = () => <h1>{t('shell.nav.pricelists')}</h1>;",
        "export const Field = () => <input aria-label={t('shell.nav.pricelists')} />;",
        "export const NAV = [{ label: 'shell.nav.pricelists' }, { title: 'portalPages.title' }];",
        'export const Sum = () => <span>{1} – {2} €</span>;',
        'export const Pair = ({ a, b }) => <span>{`${a} ${b}`}</span>;',
        "export const Box = ({ wide }) => <div className={wide ? 'wide box' : 'box'} />;",
      ].join('\n'),
    );
    assert.deepEqual(lines, []);
  });
});
