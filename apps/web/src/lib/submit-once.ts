/**
 * One submit at a time: every form that saves through the router (RecordForm, the destroy
 * confirmation, the fuel index) asks it before sending, so a double-click's second submit, which
 * comes before React draws the button as loading, sends nothing. The mark is set at once and
 * cleared when the router is idle again (a refused save stays on the page and may be sent again),
 * or by `release` when the form decides not to send (its own check failed, a question cancelled).
 */
import { useEffect, useMemo, useRef } from 'react';
import { useNavigation } from 'react-router';

export interface SubmitOnce {
  /** True when a submit may start, and marks it started; false while one is under way. */
  begin: () => boolean;
  /** The submit was not sent after all: another may start. */
  release: () => void;
  /** A submit is under way (a save's redirect is leaving the page). */
  isSending: () => boolean;
}

export function useSubmitOnce(): SubmitOnce {
  const navigation = useNavigation();
  const sending = useRef(false);
  useEffect(() => {
    if (navigation.state === 'idle') sending.current = false;
  }, [navigation.state]);
  return useMemo(
    () => ({
      begin: () => {
        if (sending.current) return false;
        sending.current = true;
        return true;
      },
      release: () => {
        sending.current = false;
      },
      isSending: () => sending.current,
    }),
    [],
  );
}
