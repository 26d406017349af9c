/** /pricelists/{id}/destroy: archive after a confirmation; the pricelist leaves the list. */
import { redirect, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { DestroyConfirm } from '../../components/DestroyConfirm';
import { api } from '../../lib/client';
import { t, useT } from '../../lib/i18n';
import { idParam, type ActionError } from '../../lib/records';
import { toastSuccess } from '../../lib/toast';
import { pricelistName } from './labels';
import { PRICELIST_ROUTES, type PricelistAnswer } from '@freight/domain';

export async function pricelistDestroyLoader({ params }: LoaderFunctionArgs): Promise<PricelistAnswer> {
  return api.read(PRICELIST_ROUTES.get, { params: { id: idParam(params) } });
}

/** A toast's name: trimmed, shortened past 60 characters so the toast stays one line or two. */
function shownName(name: FormDataEntryValue | null): string {
  const trimmed = typeof name === 'string' ? name.trim() : '';
  return trimmed.length > 60 ? `${trimmed.slice(0, 59)}…` : trimmed;
}

/** DELETE /fe/pricelists/{id}/archive, then the list with "Pricelist Baltic 2026 archived". */
export async function pricelistArchiveAction({ params, request }: ActionFunctionArgs): Promise<ActionError | Response> {
  const result = await api.remove(PRICELIST_ROUTES.archive, { params: { id: idParam(params) } });
  if (!result.ok) return { error: result.error };
  // 202: approvals hold the archive; the pricelist stays live until a second person approves it.
  if (result.status === 202) {
    toastSuccess(t('approvals.proposed'));
    return redirect(`/pricelists/${idParam(params)}`);
  }
  const name = shownName((await request.formData()).get('name'));
  toastSuccess(t('pricelists.destroy.done', { name, named: name ? 'yes' : 'no' }));
  return redirect('/pricelists');
}

export function PricelistDestroy() {
  const t = useT();
  const record = useLoaderData<typeof pricelistDestroyLoader>();
  const name = pricelistName(record.name, t);
  return (
    <DestroyConfirm
      title={t('pricelists.destroy.title')}
      backTo={`/pricelists/${record.id}`}
      confirmLabel={t('common.archive')}
      recordName={name}
    >
      {t('pricelists.destroy.text', {
        name,
        service: record.service_name,
        general: record.customer_name ? 'no' : 'yes',
        partner: record.customer_name ?? '',
      })}
    </DestroyConfirm>
  );
}
