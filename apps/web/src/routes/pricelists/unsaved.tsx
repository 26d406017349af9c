/**
 * Keeps a clerk from losing an edited pricelist: leaving the page (a link, Back, Cancel) with
 * unsaved changes asks first, and so does closing or reloading the tab.
 */
import { Button, Group, Modal, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useBlocker } from 'react-router';

/** What a page knows of its changes: the grids', the form's, and whether a save is leaving the page. */
export interface PageChanges {
  /** A grid was edited. */
  grid: boolean;
  /** A save was sent: its redirect leaves the page without asking. */
  submitting: boolean;
  /** The form's own isDirty, once the form has mounted. */
  form: (() => boolean) | null;
}

/** The unsaved-changes rule: an edit of a grid or of the form, unless a save is on its way. */
export function hasUnsavedChanges(changes: PageChanges): boolean {
  return !changes.submitting && (changes.grid || (changes.form?.() ?? false));
}

/** Asks before leaving the page (another path; a new query is the same page) while isDirty() holds. */
export function UnsavedChangesGuard({ isDirty }: { isDirty: () => boolean }) {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname && isDirty());

  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!isDirty()) return;
      event.preventDefault();
      // Older browsers show the prompt only with a return value.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [isDirty]);

  return (
    <Modal opened={blocker.state === 'blocked'} onClose={() => blocker.reset?.()} title="Leave without saving?" centered>
      <Text size="sm">The pricelist has changes that are not saved. They are lost if you leave.</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={() => blocker.reset?.()}>
          Stay
        </Button>
        <Button color="red" onClick={() => blocker.proceed?.()}>
          Leave
        </Button>
      </Group>
    </Modal>
  );
}
