import { readFileSync, writeFileSync } from 'node:fs';

/** This process's resident memory now and at its peak (Linux /proc), in MB. */
export function memoryOfProcess(pid: number | 'self' = 'self'): { rssMb: number; peakMb: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0);
  return { rssMb: kb('VmRSS') / 1024, peakMb: kb('VmHWM') / 1024 };
}

/**
 * Sets this process's peak resident memory back to its resident memory now (Linux: clear_refs 5),
 * so the peak measures what follows; false where that cannot be done.
 */
export function resetPeakMemory(): boolean {
  try {
    writeFileSync('/proc/self/clear_refs', '5');
    return true;
  } catch {
    return false;
  }
}
