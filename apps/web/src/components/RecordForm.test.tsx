import { TextInput } from '@mantine/core';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { redirect } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../test/render';
import { RecordForm, type FormMode } from './RecordForm';

interface ZoneValues extends Record<string, unknown> {
  name: string;
  country: string;
}

/**
 * A zone form at /zones/new or /zones/4/edit whose action keeps what it was sent and answers
 * `answer`, after `delay` ms (the server's time).
 */
function renderZoneForm(mode: Exclude<FormMode, 'view'>, answer: unknown = null, delay = 0) {
  const received: { method: string; body: unknown }[] = [];
  const page = (
    <RecordForm<ZoneValues>
      noun="zone"
      resource="zones"
      mode={mode}
      id={mode === 'edit' ? 4 : undefined}
      initialValues={{ name: mode === 'edit' ? 'North' : '', country: 'EE' }}
      validate={(v): Record<string, string> => (v.name.trim() ? {} : { name: 'Is required' })}
      toPayload={(v) => ({ name: v.name.trim(), country: v.country })}
    >
      {(form) => (
        <>
          <TextInput label="Name" {...form.getInputProps('name')} />
          <TextInput label="Country" {...form.getInputProps('country')} />
        </>
      )}
    </RecordForm>
  );
  const action = async ({ request }: { request: Request }) => {
    received.push({ method: request.method, body: await request.json() });
    if (delay) await new Promise((done) => setTimeout(done, delay));
    return answer;
  };
  const routes = [
    { path: '/zones/new', element: page, action },
    { path: '/zones/:id/edit', element: page, action },
    { path: '/zones/:id', element: <p>The zone</p> },
    { path: '/zones', element: <p>The list</p> },
  ];
  const view = renderRoutes(routes, mode === 'edit' ? '/zones/4/edit' : '/zones/new');
  return { ...view, received };
}

describe('RecordForm', () => {
  it('sends the payload with its id and _path: POST on /new', async () => {
    const { received } = renderZoneForm('new');
    fireEvent.change(await screen.findByLabelText('Name'), { target: { value: '  South ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(received).toHaveLength(1));
    expect(received[0]).toEqual({ method: 'POST', body: { name: 'South', country: 'EE', id: null, _path: 'zones' } });
  });

  it('sends PUT with the record id on /edit', async () => {
    const { received } = renderZoneForm('edit');
    fireEvent.click(await screen.findByRole('button', { name: 'Update' }));
    await waitFor(() => expect(received).toHaveLength(1));
    expect(received[0]).toEqual({ method: 'PUT', body: { name: 'North', country: 'EE', id: 4, _path: 'zones' } });
  });

  it('sends nothing while its own check fails, and says why under the field', async () => {
    const { received } = renderZoneForm('new');
    fireEvent.click(await screen.findByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Is required')).toBeInTheDocument();
    expect(received).toEqual([]);
  });

  it("puts the server's field errors under the fields, and names in the banner only those the form lacks", async () => {
    renderZoneForm('edit', {
      error: { code: 'VALIDATION', message: 'the request is not valid', errors: { name: 'is taken', carrier_id: 'is archived' } },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Update' }));
    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent('There were some issues:');
    expect(banner).toHaveTextContent('The request is not valid');
    expect(banner).toHaveTextContent('Is archived');
    expect(banner).not.toHaveTextContent('Is taken');
    const name = screen.getByLabelText('Name');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Is taken')).toBeInTheDocument();
  });

  it('sends a double-clicked Create once', async () => {
    // The action takes its time, as the server does: the second click comes while the first is on its way.
    const { received } = renderZoneForm('new', null, 50);
    fireEvent.change(await screen.findByLabelText('Name'), { target: { value: 'South' } });
    const create = screen.getByRole('button', { name: 'Create' });
    fireEvent.click(create);
    // The second click of a double-click, come before the button is drawn as loading (a submit of the form).
    await act(() => new Promise((done) => setTimeout(done, 10)));
    fireEvent.submit(create.closest('form')!);
    await waitFor(() => expect(received).toHaveLength(1));
    await new Promise((done) => setTimeout(done, 100));
    expect(received).toHaveLength(1);
  });

  it('sends again after a refused save', async () => {
    const { received } = renderZoneForm('edit', { error: { code: 'VALIDATION', message: 'the request is not valid', errors: {} } });
    fireEvent.click(await screen.findByRole('button', { name: 'Update' }));
    await waitFor(() => expect(received).toHaveLength(1));
    await screen.findByRole('alert');
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(received).toHaveLength(2));
  });

  it('asks before leaving with unsaved edits, and not without them', async () => {
    const { router } = renderZoneForm('edit');
    await screen.findByLabelText('Name');
    await act(() => router.navigate('/zones'));
    expect(await screen.findByText('The list')).toBeInTheDocument();

    await act(() => router.navigate('/zones/4/edit'));
    fireEvent.change(await screen.findByLabelText('Name'), { target: { value: 'Far north' } });
    await act(() => router.navigate('/zones'));
    expect(await screen.findByText('Leave without saving?')).toBeInTheDocument();
    expect(screen.getByText('The zone has changes that are not saved. They are lost if you leave.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/zones/4/edit');
  });

  it('does not ask when a save leaves the page', async () => {
    const { router, received } = renderZoneForm('edit', redirect('/zones/4'));
    fireEvent.change(await screen.findByLabelText('Name'), { target: { value: 'Far north' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('The zone')).toBeInTheDocument();
    expect(received).toHaveLength(1);
    expect(router.state.location.pathname).toBe('/zones/4');
    expect(screen.queryByText('Leave without saving?')).toBeNull();
  });
});
