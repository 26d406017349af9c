/**
 * Keeps a clerk from losing an edited record: leaving the page (a link, Back, Cancel) with unsaved
 * changes asks first, and so does closing or reloading the tab. Every create and edit form has it
 * through RecordForm, which also says when a save is leaving the page (its redirect never asks).
 */
import { Button, Group, Modal, Text } from '@mantine/core';
import { useEffect, type ReactNode } from 'react';
import { useBlocker } from 'react-router';
import { useT } from './i18n';
import { unsavedKey, type RecordNoun } from './record-nouns';

/**
 * Asks before leaving the page (another path; a new query is the same page) while `isDirty()`
 * holds; answers the question's dialog, to be rendered by the page. `what` names the record in
 * the question ("The pricelist has changes that are not saved": records.unsaved.pricelist).
 */
export function useUnsavedChangesGuard(isDirty: () => boolean, what: RecordNoun | 'fuel index'): ReactNode {
  const t = useT();
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
    <Modal opened={blocker.state === 'blocked'} onClose={() => blocker.reset?.()} title={t('ui.unsaved.title')} centered>
      <Text size="sm">{t(unsavedKey(what))}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={() => blocker.reset?.()}>
          {t('ui.unsaved.stay')}
        </Button>
        <Button color="red" onClick={() => blocker.proceed?.()}>
          {t('ui.unsaved.leave')}
        </Button>
      </Group>
    </Modal>
  );
}
