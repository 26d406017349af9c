import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import { CATALOGS, translate, type MessageKey } from '@freight/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { renderRoutes } from '../../test/render';
import { HelpPage } from '.';
import { marksOf, rich } from './rich-text';

afterEach(() => localStorage.clear());

describe('rich', () => {
  it('renders bold, italic, code and the links a page names; a link it does not name is its text', () => {
    const { container } = render(
      <MantineProvider env="test">
        <p data-testid="message">
          {rich('A **bold** word, an *italic* one, `Ctrl+V`, [a link](home) and [no link](other).', { home: (c) => <a href="/">{c}</a> })}
        </p>
      </MantineProvider>,
    );
    expect(container.querySelector('b')?.textContent).toBe('bold');
    expect(container.querySelector('i')?.textContent).toBe('italic');
    expect(container.querySelector('code')?.textContent).toBe('Ctrl+V');
    expect(container.querySelector('a')?.textContent).toBe('a link');
    expect(screen.getByTestId('message').textContent).toBe('A bold word, an italic one, Ctrl+V, a link and no link.');
  });
});

describe('the pages’ and the admin’s messages', () => {
  const keys = (Object.keys(CATALOGS.en) as MessageKey[]).filter((key) => key.startsWith('pages.') || key.startsWith('admin.'));

  it.each(['et', 'fi'] as const)('%s keeps every mark of the English (bold, italic, code, the same links)', (language) => {
    const differ = keys.filter((key) => JSON.stringify(marksOf(CATALOGS[language][key])) !== JSON.stringify(marksOf(CATALOGS.en[key])));
    expect(differ).toEqual([]);
  });

  it('count with the partitive after other numbers than 1', () => {
    expect(translate('et', 'admin.rates.saved', { count: 3 })).toBe('3 valuutakurssi salvestatud');
    expect(translate('fi', 'admin.rates.saved', { count: 1 })).toBe('1 valuuttakurssi tallennettu');
    expect(translate('fi', 'admin.rates.saved', { count: 3 })).toBe('3 valuuttakurssia tallennettu');
    const expiring = { days: 30, date: '01.12.2026' };
    expect(translate('en', 'pages.dashboard.expiring.text', { count: 1, ...expiring })).toBe(
      '1 pricelist ends within 30 days, the first on 01.12.2026',
    );
    expect(translate('et', 'pages.dashboard.expiring.text', { count: 2, ...expiring })).toBe(
      '2 hinnakirja lõpeb 30 päeva jooksul, esimene 01.12.2026',
    );
    expect(translate('fi', 'pages.dashboard.expiring.text', { count: 2, ...expiring })).toBe(
      '2 hinnastoa päättyy 30 päivän kuluessa, ensimmäinen 01.12.2026',
    );
    expect(translate('en', 'admin.ecb.keep', { count: 0 })).toBe('Nothing new to keep');
    expect(translate('et', 'admin.ecb.keep', { count: 2 })).toBe('Salvesta 2 uut päeva');
  });
});

describe('HelpPage', () => {
  it('names the glossary’s terms in English, with their meaning', async () => {
    renderRoutes([{ path: '/help', Component: HelpPage }], '/help');
    const glossary = await screen.findByRole('table', { name: 'Glossary' });
    const row = within(glossary).getByRole('rowheader', { name: 'Fare group' }).closest('tr')!;
    expect(row.textContent).toContain('breaks are the columns');
    expect(within(glossary).getByRole('rowheader', { name: 'Partner' }).closest('tr')!.textContent).toContain(
      '(Older screens and files may say “customer”.)',
    );
    expect(screen.getByRole('link', { name: 'Rate increase' }).getAttribute('href')).toBe('/pricelists/increase');
  });

  it('is in Finnish, with the glossary’s Finnish words, its keys’ names kept and its links', async () => {
    localStorage.setItem('language', 'fi');
    renderRoutes([{ path: '/help', Component: HelpPage }], '/help');
    expect(await screen.findByRole('heading', { name: 'Ohje: näin hinnastot toimivat' })).toBeTruthy();
    const glossary = screen.getByRole('table', { name: 'Sanasto' });
    for (const term of ['Hinnasto', 'Hintataulukko', 'Hintaporras', 'Lvm', 'Rahdituspaino']) {
      expect(within(glossary).getByRole('rowheader', { name: term })).toBeTruthy();
    }
    expect(screen.getByText('Ctrl+V').tagName).toBe('CODE');
    expect(screen.getByRole('link', { name: 'Kumppanit' }).getAttribute('href')).toBe('/customers');
    expect(screen.getByRole('region', { name: 'Muutosilmoitukset kumppaneille' }).id).toBe('change-notifications');
  });
});
