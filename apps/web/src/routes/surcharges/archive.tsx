/**
 * Archiving a surcharge: /surcharges/{id}/archive asks first, then the surcharge charges
 * nothing and leaves the list ("Show archived" lists it); its view page says Archived and offers
 * Restore (/surcharges/{id}/restore; components/ArchiveActions.tsx), which brings it back onto the pricelists that name it.
 */
import type { SurchargeAnswer } from '@freight/domain';
import { redirect, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { DestroyConfirm } from '../../components/DestroyConfirm';
import { api, isProposal } from '../../lib/client';
import { t, useT } from '../../lib/i18n';
import { idParam, type ActionError } from '../../lib/records';
import { toastError, toastSuccess } from '../../lib/toast';
import { resourceOf, surchargeContractOf } from './scope';

interface ArchiveData {
  resource: string;
  record: SurchargeAnswer;
}

export async function surchargeArchiveLoader({ params }: LoaderFunctionArgs): Promise<ArchiveData> {
  const { routes, mount } = surchargeContractOf(params);
  return { resource: resourceOf(params), record: await api.read(routes.get, { params: { ...mount, id: idParam(params) } }) };
}

/** The record name a confirmation sent along (its hidden `name` field). */
async function sentName(request: Request): Promise<string | null> {
  const name = (await request.formData()).get('name');
  return typeof name === 'string' ? name : null;
}

/** A toast's record name: trimmed, shortened past 60 characters so the toast stays one line or two; whether there is one. */
function toastName(name: string | null): { name: string; named: 'yes' | 'no' } {
  const trimmed = (name ?? '').trim();
  const shown = trimmed.length > 60 ? `${trimmed.slice(0, 59)}…` : trimmed;
  return { name: shown, named: shown ? 'yes' : 'no' };
}

/**
 * POST …/surcharges/{id}/archive, then the list with "Surcharge Road toll archived"; an archive
 * that approvals hold (202) archived nothing: "Saved for approval", and the surcharge's page.
 */
export async function surchargeArchiveAction({ params, request }: ActionFunctionArgs): Promise<ActionError | Response> {
  const { routes, mount } = surchargeContractOf(params);
  const id = idParam(params);
  const result = await api.action(routes.archive, { params: { ...mount, id } });
  if (!result.ok) return { error: result.error };
  if (isProposal(result.data)) {
    toastSuccess(t('approvals.proposed'));
    return redirect(`/${resourceOf(params)}/${id}`);
  }
  toastSuccess(t('surcharges.archive.archived', toastName(await sentName(request))));
  return redirect(`/${resourceOf(params)}`);
}

/** POST …/surcharges/{id}/restore, then its view page again, in use (or still archived, when approvals hold the restore). */
export async function surchargeRestoreAction({ params, request }: ActionFunctionArgs): Promise<Response> {
  const { routes, mount } = surchargeContractOf(params);
  const id = idParam(params);
  const result = await api.action(routes.restore, { params: { ...mount, id } });
  if (!result.ok) toastError(result.error.message);
  else if (isProposal(result.data)) toastSuccess(t('approvals.proposed'));
  else toastSuccess(t('surcharges.archive.restored', toastName(await sentName(request))));
  return redirect(`/${resourceOf(params)}/${id}`);
}

export function SurchargeArchive() {
  const { resource, record } = useLoaderData<typeof surchargeArchiveLoader>();
  const t = useT();
  return (
    <DestroyConfirm
      title={t('surcharges.archive.title')}
      backTo={`/${resource}/${record.id}`}
      confirmLabel={t('common.archive')}
      recordName={record.name}
    >
      {t('surcharges.archive.text', { name: record.name })}
    </DestroyConfirm>
  );
}
