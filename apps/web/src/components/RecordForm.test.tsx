import { TextInput } from '@mantine/core';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../test/render';
import { RecordForm, type FormMode } from './RecordForm';

interface ZoneValues extends Record<string, unknown> {
  name: string;
  country: string;
}

/** A zone form at /zones/new or /zones/4/edit whose action keeps what it was sent and answers `answer`. */
function renderZoneForm(mode: Exclude<FormMode, 'view'>, answer: unknown = null) {
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
    return answer;
  };
  const routes = [
    { path: '/zones/new', element: page, action },
    { path: '/zones/:id/edit', element: page, action },
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
});
