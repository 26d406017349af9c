/**
 * A partner's people and what they are told (docs/api.md "Partners' people, PDF, notifications"): the
 * partner users a carrier invites, the portal they sign in to, and the change notifications
 * (webhooks and e-mail recipients) with their delivery log.
 */
import { z } from 'zod';
import { emailAddressField } from './auth.schema';
import { dateField, dayField, lineField, textField, timestampField } from './fields';
import { pageField, searchField } from './list.schema';
import { REASONS } from './reasons';

const email = emailAddressField;

// ---- partner users ---------------------------------------------------------------------------------

/** POST /fe/customers/{id}/invitations: mails a sign-up link to a person of the partner. */
export const invitationSchema = z.object({
  /** Where the link goes; the partner user signs in with it. */
  email,
  /** Their full name. */
  name: lineField().min(1, REASONS.required).max(200, REASONS.maxChars(200)),
});
export type InvitationBody = z.input<typeof invitationSchema>;
/** An invitation as parsed: the e-mail trimmed and lower-cased. */
export type Invitation = z.output<typeof invitationSchema>;

/** A partner user as the carrier sees them (GET /fe/customers/{id}/users). */
export const partnerUserSchema = z.strictObject({
  /** User id. */
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  /** When the invitation was sent (the latest one). */
  invited_at: timestampField,
  /** Who of the carrier invited them; null when that user is gone. */
  invited_by: z.string().nullable(),
  /** When they set their password by the link; null: not yet (the link expires in 7 days). */
  accepted_at: timestampField.nullable(),
  /** Their latest sign-in; null: never. */
  signed_in_at: timestampField.nullable(),
  /** Two-factor sign-in is on. */
  two_factor: z.boolean(),
});
export type PartnerUser = z.output<typeof partnerUserSchema>;

/**
 * A partner user whose access was revoked (GET /fe/customers/{id}/users/revoked), read from the
 * security trail's `access_revoked` event: the user is deleted, their trace is not.
 */
export const revokedPartnerUserSchema = z.strictObject({
  /** The security event's id. */
  id: z.number().int(),
  /** As they were named when revoked. */
  name: z.string(),
  email: z.string(),
  /** When their access was revoked. */
  revoked_at: timestampField,
  /** Who of the carrier revoked it; null when nobody signed in did. */
  revoked_by: z.string().nullable(),
});
export type RevokedPartnerUser = z.output<typeof revokedPartnerUserSchema>;

// ---- the portal ------------------------------------------------------------------------------------

/** GET /fe/portal: whose portal this is. */
export const portalAnswerSchema = z.strictObject({
  carrier: z.strictObject({
    name: z.string(),
    /** The carrier has uploaded a logo (GET /fe/portal/logo). */
    logo: z.boolean(),
  }),
  partner: z.strictObject({ id: z.number().int(), name: z.string() }),
  /** true: the general pricelists do not price for this partner. */
  general_hidden: z.boolean(),
});
export type PortalAnswer = z.output<typeof portalAnswerSchema>;

/** A row of GET /fe/portal/pricelists: a live pricelist that prices for the partner (theirs or a general one). */
export const portalPricelistSchema = z.strictObject({
  id: z.number().int(),
  /** '' shows as General. */
  name: z.string(),
  service: z.strictObject({ id: z.number().int(), code: z.string(), name: z.string() }),
  /** true: a general pricelist of the service (not made for this partner). */
  general: z.boolean(),
  valid_from: dayField,
  valid_to: dayField,
  currency: z.string(),
  /** What its quantity rows count (payable_weight, eur_pallet ...). */
  unit: z.string(),
});
export type PortalPricelist = z.output<typeof portalPricelistSchema>;

/** A service the portal's calculator may ask for. */
export const portalServiceSchema = z.strictObject({ id: z.number().int(), code: z.string(), name: z.string() });

/** GET /fe/portal/quotes?page=&quote=&from=&to=&collection=&delivery=&reference=&booked= */
export const portalQuoteQuerySchema = z
  .object({
    page: pageField,
    /** One quote by its whole id. */
    quote: z.uuid(REASONS.quoteId).optional(),
    /** Priced on or after this day (the carrier's time zone). */
    from: dateField.optional(),
    /** Priced on or before this day. */
    to: dateField.optional(),
    /** Where from: a country ("EE") or a country and the start of a postcode ("EE 101"). */
    collection: searchField,
    /** Where to, the same way. */
    delivery: searchField,
    /** The shipment's reference as the request gave it (searched anywhere, case-insensitively). */
    reference: searchField,
    /** true: booked only; false: not booked only. */
    booked: z.enum(['true', 'false'], { error: REASONS.boolean }).optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: REASONS.onOrAfterFrom, path: ['to'] });
export type PortalQuoteQuery = z.output<typeof portalQuoteQuerySchema>;

/** GET /fe/portal/token: the token is shown once, when made; afterwards only its end. */
export const portalTokenAnswerSchema = z.strictObject({
  /** The last 4 characters of the current token. */
  ends_with: z.string(),
});

/** POST /fe/portal/token: a new token, shown this once (the old one stops working). */
export const portalNewTokenAnswerSchema = z.strictObject({ token: z.string() });

// ---- change notifications ----------------------------------------------------------------------------

export const WEBHOOK_EVENTS = ['pricelist.changed', 'pricelist.scheduled', 'pricelist.effective'] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];
const events = z
  .array(z.enum(WEBHOOK_EVENTS, { error: REASONS.webhookEvent }))
  .min(1, REASONS.oneEvent)
  .transform((list) => [...new Set(list)]);

/** POST /fe/customers/{id}/webhooks: an endpoint of the partner's that is told of changes. */
export const webhookSchema = z.object({
  /** http(s) URL the events are POSTed to. */
  url: lineField()
    .max(2000, REASONS.maxChars(2000))
    .refine((text) => /^https?:\/\/[^\s]+$/i.test(text) && URL.canParse(text), REASONS.url),
  /** The HMAC key (16 to 200 characters); absent: one is made and answered once. */
  secret: textField().min(16, REASONS.minChars(16)).max(200, REASONS.maxChars(200)).optional(),
  events,
});
export type WebhookBody = z.input<typeof webhookSchema>;

/** A webhook as listed (its secret is never shown again). */
export const webhookAnswerSchema = z.strictObject({
  id: z.number().int(),
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  created_at: timestampField,
});
export type WebhookAnswer = z.output<typeof webhookAnswerSchema>;

/** POST /fe/customers/{id}/webhooks answer: the id and the secret, shown this once. */
export const webhookCreatedSchema = z.strictObject({ id: z.number().int(), secret: z.string() });

/** GET|PUT /fe/customers/{id}/notifications: who of the partner is mailed which events (with the xlsx and PDF). */
export const notificationRecipientsSchema = z.object({
  /** At most 20 addresses. */
  emails: z
    .array(email)
    .max(20, REASONS.maxAddresses(20))
    .transform((list) => [...new Set(list)]),
  events: z.array(z.enum(WEBHOOK_EVENTS, { error: REASONS.webhookEvent })).transform((list) => [...new Set(list)]),
});
export type NotificationRecipientsBody = z.input<typeof notificationRecipientsSchema>;
export const notificationRecipientsAnswerSchema = z.strictObject({
  emails: z.array(z.string()),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
});

/**
 * The JSON a webhook receives (POST url, headers `X-Signature: sha256=<hex HMAC-SHA256 of
 * "<X-Timestamp>.<body>">` and `X-Timestamp`, seconds since 1970).
 */
export const webhookEventBodySchema = z.strictObject({
  /** The event's id (a UUID): the same on every retry and resend, so a receiver can drop repeats. */
  id: z.string(),
  type: z.enum(WEBHOOK_EVENTS),
  created_at: timestampField,
  data: z.strictObject({
    pricelist: z.strictObject({
      id: z.number().int(),
      name: z.string(),
      version: z.number().int(),
      service: z.strictObject({ code: z.string(), name: z.string() }),
      /** The partner it is made for; null: a general pricelist (it prices for this partner too). */
      customer: z.strictObject({ id: z.number().int(), name: z.string() }).nullable(),
      valid_from: dayField,
      valid_to: dayField,
      currency: z.string(),
    }),
    /** pricelist.changed: how much of its prices the save changed. */
    changes: z.strictObject({ lanes: z.number().int(), cells: z.number().int() }).optional(),
    /** pricelist.scheduled and .effective: the day the prices take effect. */
    effective_from: dayField.optional(),
    /** pricelist.scheduled and .effective: the pricelist it replaces, when there is one. */
    replaces: z.strictObject({ id: z.number().int(), name: z.string() }).nullable().optional(),
  }),
});
export type WebhookEventBody = z.output<typeof webhookEventBodySchema>;

export const DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;

/** One attempt to deliver an event. */
export const deliveryAttemptSchema = z.strictObject({
  at: timestampField,
  /** The receiver's HTTP status; null: no answer (refused, timed out) or a mail. */
  status_code: z.number().int().nullable(),
  /** The answer's first bytes (at most 200 characters), or why there was none. */
  answer: z.string(),
  ok: z.boolean(),
});

/** A row of GET /fe/customers/{id}/webhook_deliveries: one event to one webhook or recipient. */
export const webhookDeliverySchema = z.strictObject({
  id: z.number().int(),
  /** webhook: POSTed to url; email: mailed to the address. */
  channel: z.enum(['webhook', 'email']),
  /** The URL or the e-mail address. */
  target: z.string(),
  event: z.strictObject({ id: z.string(), type: z.enum(WEBHOOK_EVENTS), created_at: timestampField, pricelist_name: z.string() }),
  /** pending: not yet delivered (next_attempt_at says when it is tried again); delivered; failed: retries ran out. */
  status: z.enum(DELIVERY_STATUSES),
  /** Every attempt, oldest first. */
  attempts: z.array(deliveryAttemptSchema),
  next_attempt_at: timestampField.nullable(),
});
export type WebhookDelivery = z.output<typeof webhookDeliverySchema>;

/** GET /fe/customers/{id}/webhook_deliveries?page=&status= */
export const deliveryListQuerySchema = z.object({
  page: pageField,
  status: z.enum(DELIVERY_STATUSES, { error: REASONS.deliveryStatus }).optional(),
});
