/** /pricelists/{id}/destroy: archive after a confirmation; the pricelist leaves the list. */
import { redirect, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { DestroyConfirm } from '../../components/DestroyConfirm';
import { api } from '../../lib/client';
import { idParam, type ActionError } from '../../lib/records';
import { toastSuccess } from '../../lib/toast';
import { pricelistName } from './labels';
import { PRICELIST_ROUTES, savedMessage, type PricelistAnswer } from '@freight/domain';

export async function pricelistDestroyLoader({ params }: LoaderFunctionArgs): Promise<PricelistAnswer> {
  return api.read(PRICELIST_ROUTES.get, { params: { id: idParam(params) } });
}

/** DELETE /fe/pricelists/{id}/archive, then the list with "Pricelist Baltic 2026 archived". */
export async function pricelistArchiveAction({ params, request }: ActionFunctionArgs): Promise<ActionError | Response> {
  const result = await api.remove(PRICELIST_ROUTES.archive, { params: { id: idParam(params) } });
  if (!result.ok) return { error: result.error };
  const name = (await request.formData()).get('name');
  toastSuccess(savedMessage('Pricelist', typeof name === 'string' ? name : null, 'archived'));
  return redirect('/pricelists');
}

export function PricelistDestroy() {
  const record = useLoaderData<typeof pricelistDestroyLoader>();
  return (
    <DestroyConfirm
      title="Archive pricelist"
      backTo={`/pricelists/${record.id}`}
      confirmLabel="Archive"
      recordName={pricelistName(record.name)}
    >
      Archive the pricelist {pricelistName(record.name)} of {record.service_name}
      {record.customer_name ? ` for ${record.customer_name}` : ' (general)'}? It leaves the list and prices nothing any more; its history is
      kept, and Archived on the pricelists page brings it back.
    </DestroyConfirm>
  );
}
