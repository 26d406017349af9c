/**
 * Archiving a partner: /customers/{id}/archive asks first, then its API token and its
 * portal users stop working and it leaves the list ("Show archived" lists it); its view page says
 * Archived and offers Restore (/customers/{id}/restore; components/ArchiveActions.tsx).
 */
import { PARTNER_ROUTES } from '@freight/domain';
import { redirect, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { DestroyConfirm } from '../../components/DestroyConfirm';
import { api } from '../../lib/client';
import { t, useT } from '../../lib/i18n';
import { toastValues } from '../../lib/record-nouns';
import { idParam, type ActionError } from '../../lib/records';
import { toastError, toastSuccess } from '../../lib/toast';

export async function partnerArchiveLoader({ params }: LoaderFunctionArgs) {
  return api.read(PARTNER_ROUTES.get, { params: { id: idParam(params) } });
}

/** The record name a confirmation sent along (its hidden `name` field). */
async function sentName(request: Request): Promise<string | null> {
  const name = (await request.formData()).get('name');
  return typeof name === 'string' ? name : null;
}

/** POST /fe/customers/{id}/archive, then the list with "Partner Acme archived". */
export async function partnerArchiveAction({ params, request }: ActionFunctionArgs): Promise<ActionError | Response> {
  const result = await api.action(PARTNER_ROUTES.archive, { params: { id: idParam(params) } });
  if (!result.ok) return { error: result.error };
  toastSuccess(t('partners.archive.done', toastValues(await sentName(request))));
  return redirect('/customers');
}

/** POST /fe/customers/{id}/restore, then its view page again, in use. */
export async function partnerRestoreAction({ params, request }: ActionFunctionArgs): Promise<Response> {
  const id = idParam(params);
  const result = await api.action(PARTNER_ROUTES.restore, { params: { id } });
  if (result.ok) toastSuccess(t('partners.archive.restored', toastValues(await sentName(request))));
  else toastError(result.error.message);
  return redirect(`/customers/${id}`);
}

export function PartnerArchive() {
  const t = useT();
  const record = useLoaderData<typeof partnerArchiveLoader>();
  return (
    <DestroyConfirm
      title={t('partners.archive.title')}
      backTo={`/customers/${record.id}`}
      confirmLabel={t('common.archive')}
      recordName={record.name}
    >
      {t('partners.archive.text', { name: record.name })}
    </DestroyConfirm>
  );
}
