/** The carrier view's action (pretend, add a user, delete a user, resend verification) and the Pretend button that posts to it. */
import { Button } from '@mantine/core';
import { ADMIN_ROUTES, AUTH_ROUTES, recordNameOf } from '@freight/domain';
import { IconUserShield } from '@tabler/icons-react';
import { redirect, useFetcher, type ActionFunctionArgs } from 'react-router';
import { api, relay } from '../../../lib/client';
import { t, useT } from '../../../lib/i18n';
import { fieldsOf } from '../../../lib/narrow';
import { idParam, type ActionError } from '../../../lib/records';
import { session } from '../../../lib/session';
import { toastSuccess } from '../../../lib/toast';
import { safeNextPath } from '../../../lib/next-path';

/** What the carrier view posts: one intent and its fields (add_user's are the new user's, relayed to the server). */
export type CarrierIntent =
  | { intent: 'pretend'; user: number | null; to: string | null }
  | { intent: 'add_user'; payload: Record<string, unknown> }
  | { intent: 'delete_user'; user: number }
  | { intent: 'resend'; user: number };

/** The intent a fetcher of the carrier view posted, read from its JSON; null for one it does not name. */
function intentOf(json: unknown): CarrierIntent | null {
  const { intent, ...fields } = fieldsOf(json) ?? {};
  const user = typeof fields.user === 'number' ? fields.user : null;
  switch (intent) {
    case 'pretend':
      return { intent, user, to: typeof fields.to === 'string' ? fields.to : null };
    case 'add_user':
      return { intent, payload: fields };
    case 'delete_user':
    case 'resend':
      return user === null ? null : { intent, user };
    default:
      return null;
  }
}

/** What the view's action answers a fetcher: the intent it served, and its error if it failed. */
export interface CarrierActionResult {
  ok?: boolean;
  intent?: CarrierIntent['intent'];
  error?: ActionError['error'];
}

/** POST /admin/carriers/{id} with an intent: pretend, add_user, delete_user or resend. */
export async function carrierViewAction({ request, params }: ActionFunctionArgs): Promise<CarrierActionResult | Response> {
  const id = idParam(params);
  const body = intentOf(await request.json());
  switch (body?.intent) {
    case 'pretend': {
      const user = await api.read(AUTH_ROUTES.pretend, {
        params: { id },
        query: { user: body.user === null ? undefined : String(body.user) },
      });
      session.setUser(user);
      toastSuccess(t('admin.pretending', { company: user.company ?? t('admin.theCarrier') }));
      // The quick search's pricelist hits open the pricelist itself (a path of this site only).
      return redirect(safeNextPath(body.to) ?? '/');
    }
    case 'add_user': {
      const { payload } = body;
      if (!payload.password) delete payload.password;
      const result = await api.action(ADMIN_ROUTES.addCarrierUser, { params: { id }, body: relay(payload) });
      if (!result.ok) return { intent: body.intent, error: result.error };
      const name = shortName(recordNameOf(payload));
      toastSuccess(name ? t('admin.users.added', { name }) : t('admin.users.addedUnnamed'));
      return { ok: true, intent: body.intent };
    }
    case 'delete_user': {
      const result = await api.remove(ADMIN_ROUTES.deleteCarrierUser, { params: { id, userId: body.user } });
      if (!result.ok) return { intent: body.intent, error: result.error };
      toastSuccess(t('admin.users.deleted'));
      return { ok: true, intent: body.intent };
    }
    case 'resend': {
      const result = await api.action(ADMIN_ROUTES.sendVerification, { params: { id: body.user } });
      if (!result.ok) return { intent: body.intent, error: result.error };
      toastSuccess(t('admin.users.verificationSent'));
      return { ok: true, intent: body.intent };
    }
    default:
      return { error: { code: 'BAD_REQUEST', message: t('admin.unknownAction') } };
  }
}

/** A toast's record name: shortened past 60 characters so the toast stays one line or two. */
function shortName(name: string): string {
  return name.length > 60 ? `${name.slice(0, 59)}…` : name;
}

/** 'Pretend': act as the carrier (its first user) or as one given user. */
export function PretendButton({
  carrierId,
  userId,
  label,
  ariaLabel,
  to,
}: {
  carrierId: number;
  userId?: number;
  label?: string;
  ariaLabel?: string;
  /** Where to go once pretending (default /). */
  to?: string;
}) {
  const t = useT();
  const fetcher = useFetcher<typeof carrierViewAction>();
  return (
    <Button
      variant="light"
      color="orange"
      size={userId ? 'xs' : 'sm'}
      aria-label={ariaLabel}
      leftSection={<IconUserShield size={16} aria-hidden />}
      loading={fetcher.state !== 'idle'}
      onClick={() =>
        fetcher.submit(
          { intent: 'pretend', user: userId ?? null, to: to ?? null },
          { method: 'post', encType: 'application/json', action: `/admin/carriers/${carrierId}?index` },
        )
      }
    >
      {label ?? t('admin.pretend')}
    </Button>
  );
}
