/**
 * The decisions on a change: Approve (asked a second time when it is the Owner's own, as the
 * carrier's only approver: confirm_own) and Reject (a modal asking the reason for the author).
 * A refusal (409 decided or stale, 403 own change, 422 a reason) is said on the page, as the
 * versions panel says a refused restore; a decision is toasted and the page read again.
 */
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { modals } from '@mantine/modals';
import { CHANGE_ROUTES, type ApiError, type ChangeAnswer } from '@freight/domain';
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { api } from '../../lib/client';
import { t as translateNow, useT } from '../../lib/i18n';
import { refreshPendingChanges } from '../../lib/pending-changes';
import { capitalise, toastSuccess } from '../../lib/toast';

/** Approve and reject of one change, their refusal and whether one is under way. */
export function useDecision(change: ChangeAnswer) {
  const revalidator = useRevalidator();
  const [error, setError] = useState<ApiError | null>(null);
  const [busy, setBusy] = useState(false);
  const params = { id: change.id };

  const done = async (message: string) => {
    setError(null);
    toastSuccess(message);
    await Promise.all([revalidator.revalidate(), refreshPendingChanges(true)]);
  };

  const approve = async (confirmOwn: boolean) => {
    setBusy(true);
    const result = await api.submit(CHANGE_ROUTES.approve, { params, body: { confirm_own: confirmOwn } });
    setBusy(false);
    if (!result.ok) setError(result.error);
    else {
      // A change of the pricing setup writes no version of its own.
      const version = result.data.applied_version;
      await done(version === null ? translateNow('approvals.approvedLive') : translateNow('approvals.approved', { version }));
    }
  };

  /** Rejects with the reason; answers the refusal, null when rejected. */
  const reject = async (reason: string): Promise<ApiError | null> => {
    setBusy(true);
    const result = await api.submit(CHANGE_ROUTES.reject, { params, body: { reason } });
    setBusy(false);
    if (!result.ok) {
      setError(result.error);
      return result.error;
    }
    await done(translateNow('approvals.rejectedToast'));
    return null;
  };

  /** Approve: at once, or after "You are the only approver. Approve your own change?". */
  const askApprove = () => {
    if (!change.may.self_approval) {
      void approve(false);
      return;
    }
    modals.openConfirmModal({
      title: translateNow('approvals.approve'),
      children: <Text size="sm">{translateNow('approvals.confirmOwn')}</Text>,
      labels: { confirm: translateNow('approvals.approve'), cancel: translateNow('common.cancel') },
      onConfirm: () => void approve(true),
    });
  };
  return { error, busy, askApprove, reject };
}

export type Decision = ReturnType<typeof useDecision>;

/** The reason asked before a rejection: required, at most 1,000 characters. */
function RejectModal({ opened, onClose, decision }: { opened: boolean; onClose: () => void; decision: Decision }) {
  const t = useT();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const refused = decision.error?.errors?.reason;
  const submit = async () => {
    if (!reason.trim()) {
      setMissing(true);
      return;
    }
    // A refused reason stays under the field; any other refusal (decided, stale) is said on the page.
    const refusal = await decision.reject(reason.trim());
    if (!refusal?.errors?.reason) onClose();
  };
  return (
    <Modal opened={opened} onClose={onClose} title={t('approvals.reject')}>
      <Stack gap="sm">
        <Textarea
          label={t('approvals.reason')}
          required
          autosize
          minRows={3}
          maxLength={1000}
          value={reason}
          onChange={(event) => {
            setReason(event.currentTarget.value);
            setMissing(false);
          }}
          error={missing ? capitalise(t('common.required')) : refused ? capitalise(refused) : undefined}
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button color="red" loading={decision.busy} onClick={() => void submit()}>
            {t('approvals.reject')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** Approve and Reject, for a user who may decide this pending change. */
export function DecisionButtons({ decision }: { decision: Decision }) {
  const t = useT();
  const [rejecting, setRejecting] = useState(false);
  return (
    <Group gap="xs">
      <Button loading={decision.busy && !rejecting} disabled={decision.busy} onClick={decision.askApprove}>
        {t('approvals.approve')}
      </Button>
      <Button color="red" variant="light" disabled={decision.busy} onClick={() => setRejecting(true)}>
        {t('approvals.reject')}
      </Button>
      <RejectModal opened={rejecting} onClose={() => setRejecting(false)} decision={decision} />
    </Group>
  );
}
