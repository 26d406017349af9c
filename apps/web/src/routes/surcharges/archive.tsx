/**
 * Archiving a surcharge: /surcharges/{id}/archive asks first, then the surcharge charges
 * nothing and leaves the list ("Show archived" lists it); its view page says Archived and offers
 * Restore (/surcharges/{id}/restore; components/ArchiveActions.tsx), which brings it back onto the pricelists that name it.
 */
import { savedMessage, type SurchargeAnswer } from '@freight/domain';
import { redirect, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { DestroyConfirm } from '../../components/DestroyConfirm';
import { api } from '../../lib/client';
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

/** POST …/surcharges/{id}/archive, then the list with "Surcharge Road toll archived". */
export async function surchargeArchiveAction({ params, request }: ActionFunctionArgs): Promise<ActionError | Response> {
  const { routes, mount } = surchargeContractOf(params);
  const result = await api.action(routes.archive, { params: { ...mount, id: idParam(params) } });
  if (!result.ok) return { error: result.error };
  toastSuccess(savedMessage('Surcharge', await sentName(request), 'archived'));
  return redirect(`/${resourceOf(params)}`);
}

/** POST …/surcharges/{id}/restore, then its view page again, in use. */
export async function surchargeRestoreAction({ params, request }: ActionFunctionArgs): Promise<Response> {
  const { routes, mount } = surchargeContractOf(params);
  const id = idParam(params);
  const result = await api.action(routes.restore, { params: { ...mount, id } });
  if (result.ok) toastSuccess(savedMessage('Surcharge', await sentName(request), 'restored'));
  else toastError(result.error.message);
  return redirect(`/${resourceOf(params)}/${id}`);
}

export function SurchargeArchive() {
  const { resource, record } = useLoaderData<typeof surchargeArchiveLoader>();
  return (
    <DestroyConfirm title="Archive surcharge" backTo={`/${resource}/${record.id}`} confirmLabel="Archive" recordName={record.name}>
      Archive the surcharge {record.name}? Pricelists stop charging it from now on and it leaves the list. Quotes already made keep it, and
      Restore on its page brings it back.
    </DestroyConfirm>
  );
}
