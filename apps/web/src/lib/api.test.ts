import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchFile, setAnswerLanguage } from './api';

afterEach(() => {
  vi.unstubAllGlobals();
  setAnswerLanguage(() => 'en');
});

describe('fetchFile', () => {
  it("says a call that got no answer in the reader's language, not the browser's words", async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    expect(await fetchFile('GET', '/fe/quotes/export')).toEqual({
      ok: false,
      status: 0,
      error: { code: 'INTERNAL', message: 'Could not reach the server, please try again' },
    });
    setAnswerLanguage(() => 'fi');
    const answer = await fetchFile('GET', '/fe/quotes/export');
    expect(answer.ok === false && answer.error.message).toBe('Palvelimeen ei saatu yhteyttä, yritä uudelleen');
  });
});
