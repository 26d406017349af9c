import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderRoutes } from '../../test/render';
import { DailyFetch } from './DailyFetch';

const URL = 'https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml';
const failed = (at: string) => ({ at, message: `The rates could not be fetched: ${URL} answered 503 Service Unavailable` });

async function show(fetch: Parameters<typeof DailyFetch>[0]['fetch'], name = 'Fetched every day at 16:30 CET') {
  renderRoutes([{ path: '/', element: <DailyFetch fetch={fetch} /> }], '/');
  return screen.findByRole('alert', { name });
}

afterEach(() => localStorage.clear());

describe('DailyFetch', async () => {
  it('shows the last result of a fetch that worked', async () => {
    const alert = await show({
      url: URL,
      last: { at: '2026-11-25T15:30:00.000Z', ok: true, message: 'Saved the rates of 25.11.2026', date: '2026-11-25', saved: true },
      failures: [],
      next_try_at: null,
    });
    expect(alert).toHaveTextContent('Last fetch 25.11.2026 17:30 (Europe/Tallinn): Saved the rates of 25.11.2026.');
    expect(within(alert).queryByRole('list')).toBeNull();
  });

  it('lists each failed try with its time and reason, and when the next try is', async () => {
    const first = failed('2026-11-25T15:30:00.000Z');
    const alert = await show({
      url: URL,
      last: { ...first, ok: false, date: null, saved: false },
      failures: [first],
      next_try_at: '2026-11-25T16:30:00.000Z',
    });
    const tries = within(alert).getAllByRole('listitem');
    expect(tries.map((item) => item.textContent)).toEqual([`Try 1, 25.11.2026 17:30 (Europe/Tallinn): ${first.message}.`]);
    expect(alert).toHaveTextContent('Next try 25.11.2026 18:30 (Europe/Tallinn).');
  });

  it('says so when the run has used its three tries', async () => {
    const list = ['2026-11-25T15:30:00.000Z', '2026-11-25T16:30:00.000Z', '2026-11-25T17:30:00.000Z'].map(failed);
    const alert = await show({ url: URL, last: { ...list[2]!, ok: false, date: null, saved: false }, failures: list, next_try_at: null });
    expect(alert).toHaveTextContent('The last 3 tries failed:');
    expect(within(alert).getAllByRole('listitem')).toHaveLength(3);
    expect(within(alert).getAllByRole('listitem')[2]).toHaveTextContent('Try 3, 25.11.2026 19:30 (Europe/Tallinn)');
    expect(alert).toHaveTextContent('No more tries of this run: the next is the daily fetch at 16:30 CET.');
  });

  it("says the run's message, kept in English, in the reader's language", async () => {
    localStorage.setItem('language', 'fi');
    const alert = await show(
      {
        url: URL,
        last: { at: '2026-11-25T15:30:00.000Z', ok: true, message: 'Saved the rates of 25.11.2026', date: '2026-11-25', saved: true },
        failures: [],
        next_try_at: null,
      },
      'Haetaan joka päivä klo 16:30 CET',
    );
    expect(alert).toHaveTextContent('Viimeisin haku 25.11.2026 17:30 (Europe/Tallinn): Päivän 25.11.2026 kurssit tallennettiin.');
  });
});
