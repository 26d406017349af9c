import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../test/render';
import { useUnsavedChangesGuard } from './unsaved-changes';

/** A page with the guard, dirty or not. */
function Guarded({ isDirty }: { isDirty: () => boolean }) {
  return <>{useUnsavedChangesGuard(isDirty, 'pricelist')}</>;
}

describe('useUnsavedChangesGuard', () => {
  function renderGuard(dirty: boolean) {
    return renderRoutes(
      [
        { path: '/pricelists/1/edit', element: <Guarded isDirty={() => dirty} /> },
        { path: '/pricelists', element: <p>The list</p> },
      ],
      '/pricelists/1/edit',
    );
  }

  it('asks before leaving with unsaved changes; Stay keeps the page, Leave goes', async () => {
    const { router } = renderGuard(true);
    await act(() => router.navigate('/pricelists'));
    expect(await screen.findByText('Leave without saving?')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/pricelists/1/edit');
    fireEvent.click(screen.getByRole('button', { name: 'Stay' }));
    expect(router.state.location.pathname).toBe('/pricelists/1/edit');

    await act(() => router.navigate('/pricelists'));
    fireEvent.click(await screen.findByRole('button', { name: 'Leave' }));
    expect(await screen.findByText('The list')).toBeInTheDocument();
  });

  it('lets a new query of the same page through, and any move without changes', async () => {
    const dirty = renderGuard(true);
    await act(() => dirty.router.navigate('/pricelists/1/edit?tab=versions'));
    expect(dirty.router.state.location.search).toBe('?tab=versions');
    expect(screen.queryByText('Leave without saving?')).toBeNull();
    dirty.unmount();

    const clean = renderGuard(false);
    await act(() => clean.router.navigate('/pricelists'));
    expect(await screen.findByText('The list')).toBeInTheDocument();
  });

  it('asks the browser to confirm closing or reloading the tab only with unsaved changes', () => {
    const dirty = renderGuard(true);
    const closing = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(closing);
    expect(closing.defaultPrevented).toBe(true);
    dirty.unmount();

    renderGuard(false);
    const clean = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(clean);
    expect(clean.defaultPrevented).toBe(false);
  });
});
