/**
 * Sends a budget or tender calculation and does what docs/product/domain.md §7 and §8 say with the answer: the
 * workbook downloaded ("Workbook bulk_calculation.xlsx downloaded"), or, when it is mailed, `Generated email will be delivered
 * soon`; a failure as a toast and a banner (`No access`, the surcharge cycle, else the server's own).
 */
import { calculationErrorMessage, savedMessage, type ApiError } from '@freight/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { FileAnswer } from '../../../lib/api';
import { session } from '../../../lib/session';
import { toastError, toastSuccess } from '../../../lib/toast';
import { calculationAnswer, EMAIL_SOON } from './bulk-api';
import { downloadBlob } from './download';
import { useToolPlace, type ToolPlace } from '../tool-place';

export interface CalculationFailure {
  message: string;
  error: ApiError;
}

export function useCalculation(onQueued: () => void) {
  const navigate = useNavigate();
  const place = useToolPlace();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<CalculationFailure | null>(null);

  /** Sends the calculation `send` makes for the place (its body through bodyForPlace) and does what its answer says. */
  const run = async (send: (place: ToolPlace) => Promise<FileAnswer>, fallbackName: string) => {
    setBusy(true);
    setFailure(null);
    try {
      const answer = calculationAnswer(await send(place), fallbackName);
      if (answer.ok && answer.kind === 'file') {
        downloadBlob(answer.blob, answer.name);
        toastSuccess(savedMessage('Workbook', answer.name, 'downloaded'));
      } else if (answer.ok) {
        toastSuccess(EMAIL_SOON);
        onQueued();
      } else if (answer.error.code === 'UNAUTHORIZED') {
        session.setUser(null);
        navigate('/login');
      } else {
        const message = calculationErrorMessage(answer.status, answer.error);
        toastError(message);
        setFailure({ message, error: answer.error });
      }
    } finally {
      setBusy(false);
    }
  };
  return { run, busy, failure, setFailure };
}
