/**
 * The top bar's number of changes waiting for a decision (GET /fe/changes/count): read when the
 * signed-in user navigates, once a minute while a page stays open, and at once after a decision.
 */
import { CHANGE_ROUTES } from '@freight/domain';
import { useEffect, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { api } from './client';

/** The poll's period: no read sooner than this after the last one, unless forced (a navigation, a decision). */
export const PENDING_REFRESH_MS = 60_000;

let pending = 0;
let readAt = 0;
const listeners = new Set<() => void>();

function publish(count: number) {
  pending = count;
  for (const listener of listeners) listener();
}

/** Reads the count again; `force` reads even within the minute (a navigation, an approval or a rejection). */
export async function refreshPendingChanges(force = false): Promise<void> {
  const now = Date.now();
  if (!force && now - readAt < PENDING_REFRESH_MS) return;
  readAt = now;
  const answer = await api.peek(CHANGE_ROUTES.count);
  if (answer) publish(answer.pending);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The pending count, kept fresh while `enabled` (the user reads approvals): on navigation and each minute. */
export function usePendingChanges(enabled: boolean): number {
  const { pathname } = useLocation();
  const count = useSyncExternalStore(subscribe, () => pending);
  useEffect(() => {
    if (enabled) void refreshPendingChanges(true);
  }, [enabled, pathname]);
  useEffect(() => {
    if (!enabled) return;
    const timer = window.setInterval(() => void refreshPendingChanges(), PENDING_REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [enabled]);
  return enabled ? count : 0;
}

/** Forgets the count (tests; a sign-out). */
export function resetPendingChanges(): void {
  readAt = 0;
  publish(0);
}
