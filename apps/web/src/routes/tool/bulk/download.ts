import { DOWNLOAD_REVOKE_MS } from '@freight/domain';
import { useState } from 'react';
import type { FileAnswer } from '../../../lib/api';
import { toastError } from '../../../lib/toast';

/** Offers `blob` as a download named `name`; the temporary address is revoked after 250 ms (docs/product/domain.md §7). */
export function downloadBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), DOWNLOAD_REVOKE_MS);
}

/**
 * Fetches a file and offers it under the server's name (else `fallback`), its kind busy meanwhile
 * (one download at a time shows which); a refusal is toasted.
 */
export function useFileDownload<Kind extends string>(): [
  Kind | null,
  (kind: Kind, load: () => Promise<FileAnswer>, fallback: string) => Promise<void>,
] {
  const [busy, setBusy] = useState<Kind | null>(null);
  const download = async (kind: Kind, load: () => Promise<FileAnswer>, fallback: string) => {
    setBusy(kind);
    try {
      const answer = await load();
      if (answer.ok) downloadBlob(answer.blob, answer.name ?? fallback);
      else toastError(answer.error.message);
    } finally {
      setBusy(null);
    }
  };
  return [busy, download];
}
