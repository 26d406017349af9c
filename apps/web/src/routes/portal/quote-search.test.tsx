import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../test/render';
import { QuoteSearchForm } from './quotes';
import { EMPTY_QUOTE_SEARCH, quoteQueryOf, searchParamsOf, searchProblems, searchValuesOf } from './quote-search';

describe('searchParamsOf', () => {
  it('keeps the filled fields only, trimmed, countries in capitals', () => {
    const params = searchParamsOf({
      ...EMPTY_QUOTE_SEARCH,
      from: '2026-11-01',
      collection: ' ee 101 ',
      reference: ' po-7 ',
      booked: 'true',
    });
    expect(params.toString()).toBe('from=2026-11-01&collection=EE+101&reference=po-7&booked=true');
  });
  it('is empty for an empty form', () => {
    expect(searchParamsOf(EMPTY_QUOTE_SEARCH).toString()).toBe('');
  });
});

describe('searchValuesOf', () => {
  it('reads the form back from the address, an unknown booked value as all', () => {
    expect(searchValuesOf(new URLSearchParams('to=2026-11-30&delivery=FI&booked=maybe'))).toEqual({
      ...EMPTY_QUOTE_SEARCH,
      to: '2026-11-30',
      delivery: 'FI',
    });
  });
});

describe('searchProblems', () => {
  it('refuses a range that ends before it starts', () => {
    expect(searchProblems({ ...EMPTY_QUOTE_SEARCH, from: '2026-11-10', to: '2026-11-09' })).toEqual({
      to: 'Must be on or after the first day',
    });
  });
  it('takes a one-day range', () => {
    expect(searchProblems({ ...EMPTY_QUOTE_SEARCH, from: '2026-11-10', to: '2026-11-10' })).toEqual({});
  });
  it('names a day that is no date', () => {
    expect(searchProblems({ ...EMPTY_QUOTE_SEARCH, from: '2026-02-30' }).from).toBeTruthy();
  });
});

describe('quoteQueryOf', () => {
  it('leaves out a day typed into the address that is no date, and a page that is no number', () => {
    expect(quoteQueryOf(new URLSearchParams('from=2026-13-01&to=2026-11-30&page=x&booked=false&reference=%20A1%20'))).toEqual({
      to: '2026-11-30',
      booked: 'false',
      reference: 'A1',
    });
  });
  it('keeps the page', () => {
    expect(quoteQueryOf(new URLSearchParams('page=3&collection=EE'))).toEqual({ page: '3', collection: 'EE' });
  });
});

describe('QuoteSearchForm', () => {
  it('writes the search into the address on Search, and empties it on Clear', async () => {
    const { router } = renderRoutes([{ path: '/portal/quotes', element: <QuoteSearchForm /> }], '/portal/quotes?page=2');
    fireEvent.change(screen.getByRole('textbox', { name: 'Collection' }), { target: { value: 'ee 10' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Reference' }), { target: { value: 'PO-77' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.search).toBe('?collection=EE+10&reference=PO-77'));

    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.getByRole('textbox', { name: 'Collection' })).toHaveValue('');
  });

  it('does not search a range that ends before it starts, and says why under the field', async () => {
    const { router } = renderRoutes([{ path: '/portal/quotes', element: <QuoteSearchForm /> }], '/portal/quotes?from=2026-11-10');
    fireEvent.change(screen.getByRole('textbox', { name: 'Priced to' }), { target: { value: '2026-11-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Must be on or after the first day')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?from=2026-11-10');
  });
});
