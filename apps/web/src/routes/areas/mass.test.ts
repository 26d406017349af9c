// The mass uploads' action through the fetch wrapper: the areas made, or held for approval (202).
import { notifications } from '@mantine/notifications';
import { AREA_ROUTES } from '@freight/domain';
import type { ActionFunctionArgs } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/client';
import { massUploadAction } from './mass';

function answerWith(status: number, answer: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(answer), { status, headers: { 'content-type': 'application/json' } })),
  );
}

function uploaded(): ActionFunctionArgs {
  const body = { areas: [{ country: 'EE', postcode_from: '80', postcode_to: '80', name: 'Pärnu' }] };
  const request = new Request('http://localhost/areas/mass', {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json' },
  });
  return { request, params: {}, context: {}, url: new URL(request.url), pattern: '/areas/mass' };
}

const shown = vi.spyOn(notifications, 'show').mockImplementation(() => '');
const toasts = () => shown.mock.calls.map(([toast]) => toast.message);
const action = massUploadAction((body) => api.create(AREA_ROUTES.mass, { body }), '/areas');

beforeEach(() => {
  shown.mockClear();
  localStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('massUploadAction', () => {
  it('says how many areas were saved', async () => {
    answerWith(201, { count: 1, ids: [40] });
    expect(((await action(uploaded())) as Response).headers.get('Location')).toBe('/areas');
    expect(toasts()).toEqual(['1 area saved']);
  });

  it('says an upload that approvals hold is saved for approval, no areas made', async () => {
    answerWith(202, { change_id: 8, status: 'pending' });
    expect(((await action(uploaded())) as Response).headers.get('Location')).toBe('/areas');
    expect(toasts()).toEqual(['Saved for approval: nothing prices differently until a second person approves it']);
  });
});
