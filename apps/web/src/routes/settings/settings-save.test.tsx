// A settings section's save through the fetch wrapper: only `fetch` and the toasts are stood in for.
import { notifications } from '@mantine/notifications';
import { act, renderHook } from '@testing-library/react';
import type { CarrierSettingsAnswer } from '@freight/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSettingsSave } from './settings-save';

const SETTINGS: CarrierSettingsAnswer = {
  name: 'Demo Cargo OÜ',
  terms: 'Payment in 14 days',
  address: 'Tallinn',
  vat_id: 'EE100',
  quote_retention_months: 24,
  road_factor: null,
  language: 'en',
  approvals: 'off',
  logo: null,
};

let sent: unknown[];

function answerWith(status: number, answer: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      sent.push(init.body ? JSON.parse(String(init.body)) : undefined);
      return new Response(JSON.stringify(answer), { status, headers: { 'content-type': 'application/json' } });
    }),
  );
}

const shown = vi.spyOn(notifications, 'show').mockImplementation(() => '');
const toasts = () => shown.mock.calls.map(([toast]) => toast.message);

beforeEach(() => {
  sent = [];
  localStorage.clear();
  shown.mockClear();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('useSettingsSave', () => {
  it('sends the fields it is given; saved, the page takes the answer and the toast says so', async () => {
    const onChange = vi.fn();
    const { result } = renderHook(() => useSettingsSave(onChange, 'pages.settings.terms.saved'));
    answerWith(200, { ...SETTINGS, terms: 'Net 30' });
    let saved: CarrierSettingsAnswer | null = null;
    await act(async () => {
      saved = await result.current.save({ terms: ' Net 30 ' });
    });
    expect(sent).toEqual([{ terms: ' Net 30 ' }]);
    expect(saved).toEqual({ ...SETTINGS, terms: 'Net 30' });
    expect(onChange).toHaveBeenCalledWith({ ...SETTINGS, terms: 'Net 30' });
    expect(toasts()).toEqual(['Terms saved']);
    expect(result.current.errors).toEqual({});
    expect(result.current.saving).toBe(false);
  });

  it('shows the reasons of its own fields at them, capitalised, and toasts nothing', async () => {
    const onChange = vi.fn();
    const { result } = renderHook(() => useSettingsSave(onChange, 'pages.settings.contact.saved'));
    answerWith(422, {
      code: 'VALIDATION',
      message: 'Vat id must be at most 30 characters',
      errors: { vat_id: 'must be at most 30 characters', terms: 'is required' },
    });
    let saved: CarrierSettingsAnswer | null = SETTINGS;
    await act(async () => {
      saved = await result.current.save({ address: 'Tallinn', vat_id: 'x'.repeat(31) });
    });
    expect(saved).toBeNull();
    expect(result.current.errors).toEqual({ vat_id: 'Must be at most 30 characters' });
    expect(onChange).not.toHaveBeenCalled();
    expect(toasts()).toEqual([]);
  });

  it('toasts a refusal that names none of its fields', async () => {
    const { result } = renderHook(() => useSettingsSave(vi.fn(), 'language.saved'));
    answerWith(409, { code: 'CONFLICT', message: 'Someone else saved first' });
    await act(async () => {
      await result.current.save({ language: 'fi' });
    });
    expect(result.current.errors).toEqual({});
    expect(toasts()).toEqual(['Someone else saved first']);
  });
});
