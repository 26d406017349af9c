// A surcharge's archive and restore through the fetch wrapper: approvals may hold either (202).
import { notifications } from '@mantine/notifications';
import type { ActionFunctionArgs } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { surchargeArchiveAction, surchargeRestoreAction } from './archive';

let sent: { method: string; url: string }[];

function answerWith(status: number, answer?: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      sent.push({ method: init.method ?? 'GET', url });
      return answer === undefined
        ? new Response(null, { status })
        : new Response(JSON.stringify(answer), { status, headers: { 'content-type': 'application/json' } });
    }),
  );
}

/** The confirmation's POST to …/surcharges/5/{what}, naming the surcharge. */
function confirmed(what: 'archive' | 'restore'): ActionFunctionArgs {
  const request = new Request(`http://localhost/surcharges/5/${what}`, {
    method: 'POST',
    body: new URLSearchParams({ name: 'Road toll' }),
  });
  return { request, params: { id: '5' }, context: {}, url: new URL(request.url), pattern: `/surcharges/:id/${what}` };
}

const shown = vi.spyOn(notifications, 'show').mockImplementation(() => '');
const toasts = () => shown.mock.calls.map(([toast]) => toast.message);

beforeEach(() => {
  sent = [];
  shown.mockClear();
  localStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('surchargeArchiveAction', () => {
  it('archives and goes to the list', async () => {
    answerWith(204);
    const answer = (await surchargeArchiveAction(confirmed('archive'))) as Response;
    expect(sent).toEqual([{ method: 'POST', url: '/fe/surcharges/5/archive' }]);
    expect(answer.headers.get('Location')).toBe('/surcharges');
    expect(toasts()).toEqual(['Surcharge Road toll archived']);
  });

  it('says an archive that approvals hold is saved for approval, and stays on the surcharge, still in use', async () => {
    answerWith(202, { change_id: 3, status: 'pending' });
    const answer = (await surchargeArchiveAction(confirmed('archive'))) as Response;
    expect(answer.headers.get('Location')).toBe('/surcharges/5');
    expect(toasts()).toEqual(['Saved for approval: nothing prices differently until a second person approves it']);
  });
});

describe('surchargeRestoreAction', () => {
  it('says a restore that approvals hold is saved for approval, not done', async () => {
    answerWith(202, { change_id: 4, status: 'pending' });
    const answer = await surchargeRestoreAction(confirmed('restore'));
    expect(sent).toEqual([{ method: 'POST', url: '/fe/surcharges/5/restore' }]);
    expect(answer.headers.get('Location')).toBe('/surcharges/5');
    expect(toasts()).toEqual(['Saved for approval: nothing prices differently until a second person approves it']);
  });
});
