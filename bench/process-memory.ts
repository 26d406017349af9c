import { readFileSync } from 'node:fs';

/** This process's resident memory now and at its peak (Linux /proc), in MB. */
export function memoryOfProcess(pid: number | 'self' = 'self'): { rssMb: number; peakMb: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0);
  return { rssMb: kb('VmRSS') / 1024, peakMb: kb('VmHWM') / 1024 };
}
