import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../test/render';
import { DestroyConfirm } from './DestroyConfirm';

describe('DestroyConfirm', () => {
  it('sends a double-clicked Delete once', async () => {
    let calls = 0;
    // The first delete stays on its way until the second click is in (a slow server, whatever the machine's pace).
    let answer = () => {};
    const answered = new Promise<void>((done) => (answer = done));
    const action = async () => {
      calls += 1;
      await answered;
      return null;
    };
    renderRoutes(
      [
        {
          path: '/zones/4/destroy',
          element: (
            <DestroyConfirm title="Delete zone" backTo="/zones" confirmLabel="Delete zone">
              Delete the zone North?
            </DestroyConfirm>
          ),
          action,
        },
      ],
      '/zones/4/destroy',
    );
    const remove = await screen.findByRole('button', { name: 'Delete zone' });
    fireEvent.click(remove);
    // The second click of a double-click, come before the button is drawn as loading (a submit of the form).
    await act(() => new Promise((done) => setTimeout(done, 10)));
    fireEvent.submit(remove.closest('form')!);
    await act(() => new Promise((done) => setTimeout(done, 100)));
    answer();
    await waitFor(() => expect(calls).toBe(1));
  });
});
