/**
 * Sends a budget or tender calculation and does what docs/product/domain.md §7 and §8 say with the answer: the
 * workbook downloaded ("Workbook bulk_calculation.xlsx downloaded"), or, when it is mailed, `Generated email will be delivered
 * soon`; a failure as a toast and a banner (`No access`, the surcharge cycle, else the server's own), each in the current language.
 */
import type { ApiError } from '@freight/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { FileAnswer } from '../../../lib/api';
import { t } from '../../../lib/i18n';
import { session } from '../../../lib/session';
import { toastError, toastSuccess } from '../../../lib/toast';
import { calculationAnswer } from './bulk-api';
import { downloadBlob } from './download';
import { useToolPlace, type ToolPlace } from '../tool-place';

export interface CalculationFailure {
  message: string;
  error: ApiError;
}

/**
 * What a failed calculation says (seeds §8, the domain's calculationErrorMessage in the current
 * language): a 403 `No access`, a surcharge cycle its sentence, else the server's own message.
 */
export function calculationFailureMessage(status: number, error: ApiError): string {
  if (status === 403 || error.code === 'FORBIDDEN') return t('calculator.noAccess');
  if (/cycle/i.test(error.message)) return t('calculator.failed.cycle');
  return error.message || t('tools.calculation.failed');
}

/** The toast of a downloaded workbook, its name shortened past 60 characters (as the domain's savedMessage does). */
function downloadedMessage(name: string): string {
  const trimmed = name.trim();
  return t('tools.calculation.downloaded', { name: trimmed.length > 60 ? `${trimmed.slice(0, 59)}…` : trimmed });
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
        toastSuccess(downloadedMessage(answer.name));
      } else if (answer.ok) {
        toastSuccess(t('tools.calculation.emailSoon'));
        onQueued();
      } else if (answer.error.code === 'UNAUTHORIZED') {
        session.setUser(null);
        navigate('/login');
      } else {
        const message = calculationFailureMessage(answer.status, answer.error);
        toastError(message);
        setFailure({ message, error: answer.error });
      }
    } finally {
      setBusy(false);
    }
  };
  return { run, busy, failure, setFailure };
}
