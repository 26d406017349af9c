import { DOWNLOAD_REVOKE_MS } from '@freight/domain';

/** Offers `blob` as a download named `name`; the temporary address is revoked after 250 ms (seeds §7). */
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
