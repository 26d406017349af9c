import { z } from 'zod';
import { PERMISSION_AREAS, PERMISSION_LEVELS, PASSWORD_MIN_LENGTH, TWO_FACTOR_CODE_LENGTH } from '../constants/index';
import { languageField } from '../i18n/languages';
import { idInputField, lineField, phoneField, textField } from './fields';
import { REASONS } from './reasons';

/** An e-mail address as every request gives one (sign-in, invitations, recipients, a mailed job): trimmed, lower case. */
export const emailAddressField = lineField().toLowerCase().pipe(z.email(REASONS.email));
const email = emailAddressField;

/** True for a text the server accepts as an e-mail address (forms check with it before sending). */
export function isEmailAddress(text: string): boolean {
  return email.safeParse(text).success;
}
const password = textField().min(PASSWORD_MIN_LENGTH, REASONS.minChars(PASSWORD_MIN_LENGTH));

/** POST /fe/login */
export const loginSchema = z.object({
  email,
  password: textField().min(1, REASONS.required),
});

/** POST /fe/two_factor_login: the 6-digit code of the authenticator app. */
export const twoFactorLoginSchema = z.object({
  code: lineField().regex(new RegExp(`^\\d{${TWO_FACTOR_CODE_LENGTH}}$`), REASONS.digits(TWO_FACTOR_CODE_LENGTH)),
});

/** POST /fe/two_factor: enable TOTP with the secret shown and a code made from it. */
export const twoFactorEnableSchema = twoFactorLoginSchema.extend({
  secret: lineField().min(16, REASONS.required),
});

/** POST /fe/registration: a company asks for an account; an admin accepts it. */
export const registrationSchema = z.object({
  company: lineField().min(1, REASONS.required).max(200),
  name: lineField().min(1, REASONS.required).max(200),
  email,
  phone: phoneField().default(''),
  country: lineField()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, REASONS.country),
});

/** POST /fe/verification and /fe/reset_password: a new password, typed twice. */
export const newPasswordSchema = z
  .object({ password, password_confirmation: textField() })
  .refine((v) => v.password === v.password_confirmation, {
    message: REASONS.passwordsDiffer,
    path: ['password_confirmation'],
  });

/** POST /fe/forgot_password */
export const forgotPasswordSchema = z.object({ email });

const level = z.enum(PERMISSION_LEVELS, { error: REASONS.permissionLevel });

/** A role: a name, a level per area and the calculator flag. */
export const roleSchema = z.object({
  name: lineField().min(1, REASONS.required).max(100),
  calculator: z.boolean().default(true),
  pricelists: level,
  services: level,
  surcharges: level,
  zones: level,
  areas: level,
  transits: level,
  conditions: level,
  partners: level,
  users: level,
  roles: level,
  approvals: level,
} satisfies Record<(typeof PERMISSION_AREAS)[number], typeof level> & Record<string, z.ZodType>);
export type RoleInput = z.infer<typeof roleSchema>;

/** A user of a carrier: POST/PUT /fe/users. The e-mail is fixed after creation. */
export const userSchema = z.object({
  name: lineField().min(1, REASONS.required).max(200),
  email,
  phone: phoneField()
    .nullish()
    .transform((v) => v ?? ''),
  role_id: idInputField({ invalid: REASONS.role, missing: REASONS.required }),
});
export type UserInput = z.infer<typeof userSchema>;

/** A level on each permission area and the calculator flag: a role's grants. */
const grantsShape = {
  ...(Object.fromEntries(PERMISSION_AREAS.map((area) => [area, z.enum(PERMISSION_LEVELS)])) as Record<
    (typeof PERMISSION_AREAS)[number],
    z.ZodEnum<{ [L in (typeof PERMISSION_LEVELS)[number]]: L }>
  >),
  /** May use the price calculator. */
  calculator: z.boolean(),
};

/** The signed-in user as GET /fe/user answers it. */
export const sessionUserSchema = z.strictObject({
  /** User id. */
  id: z.number().int(),
  /** Full name. */
  name: z.string(),
  /** Sign-in e-mail. */
  email: z.string(),
  /** Phone with its country code, or ''. */
  phone: z.string(),
  /** The carrier's name; null for an admin. */
  company: z.string().nullable(),
  /** The carrier's time zone (IANA): every time on screen is shown in it, labelled. Null for an admin. */
  timezone: z.string().nullable(),
  /** The carrier's id; null for an admin. */
  carrier_id: z.number().int().nullable(),
  /** The role's name ('admin' for a platform administrator). */
  role: z.string(),
  /** A level per area and the calculator flag. */
  roles: z.strictObject(grantsShape),
  /** Holds the carrier's Owner role: only an Owner (or an admin) changes an Owner or the Owner role. */
  owner: z.boolean(),
  /** Two-factor sign-in is on. */
  two_factor: z.boolean(),
  /** An admin acting as this carrier's user. */
  pretending: z.boolean(),
  /** A partner user (the portal): the partner whose prices they see; null for the carrier's staff and admins. */
  partner: z
    .strictObject({
      id: z.number().int(),
      name: z.string(),
      /** What the partner's people read until they choose their own: the partner's language, else the carrier's. */
      language: languageField,
    })
    .nullable(),
  /**
   * The language of the person's screens (PUT /fe/user); null: not chosen yet, the web app takes the
   * browser's. An admin pretending reads their own, not the pretended user's.
   */
  language: languageField.nullable(),
});
export type SessionUser = z.output<typeof sessionUserSchema>;

/**
 * PUT /fe/user: the signed-in person's own settings, for now the language of their screens. Strict:
 * a key it does not name is 422, not dropped, so a typo is not a silent no-op.
 */
export const ownUserSchema = z.strictObject({
  /** en, et or fi. */
  language: languageField,
});
export type OwnUserBody = z.output<typeof ownUserSchema>;

/** GET /fe/session: the user, or null for a visitor. */
export const sessionAnswerSchema = z.strictObject({
  /** The signed-in user; null without a (complete) session. */
  user: sessionUserSchema.nullable(),
});

/** A sign-in that still needs its two-factor code (202). */
export const twoFactorDueSchema = z.strictObject({
  /** Always true: POST /fe/two_factor_login next. */
  two_factor: z.literal(true),
});

/** A sign-in's answer: the user (200), or that a two-factor code is due (202). */
export const signedInAnswerSchema = z.union([sessionUserSchema, twoFactorDueSchema]);

/** GET /fe/two_factor: a new secret to enrol in an authenticator app. */
export const twoFactorSetupSchema = z.strictObject({
  /** A QR code of the otpauth link, as a data URL. */
  image: z.string(),
  /** The secret in base32, to type in by hand. */
  secret: z.string(),
});

/** GET /fe/admin/carriers/{id}/pretend?user=: an optional user id (malformed names no user: 404). */
export const pretendQuerySchema = z.object({
  /** The user to act as; absent, the carrier's owner. */
  user: z.string().optional(),
});

/** ?confirmation_token= of the mailed links (missing: 400 naming it). */
export const confirmationQuerySchema = z.object({
  /** The token of the mailed link. */
  confirmation_token: z.string().optional(),
});

/** A user of the carrier as the /fe/users calls answer it. */
export const userAnswerSchema = z.strictObject({
  /** User id. */
  id: z.number().int(),
  /** Full name. */
  name: z.string(),
  /** Sign-in e-mail. */
  email: z.string(),
  /** Phone with its country code, or ''. */
  phone: z.string(),
  /** Its role; null when none is given. */
  role_id: z.number().int().nullable(),
  /** The role's name. */
  role_name: z.string().nullable(),
  /** Holds the Owner role. */
  owner: z.boolean(),
  /** Has not followed the verification link yet. */
  unverified: z.boolean(),
  /** Two-factor sign-in is on. */
  two_factor: z.boolean(),
});
export type UserAnswer = z.output<typeof userAnswerSchema>;

/** An item of GET /fe/roles/form (and /fe/admin/carriers/{id}/roles). */
export const roleOptionSchema = z.strictObject({
  /** Role id. */
  id: z.number().int(),
  /** Role name. */
  name: z.string(),
});

/** A role as the /fe/roles calls answer it. */
export const roleAnswerSchema = z.strictObject({
  /** Role id. */
  id: z.number().int(),
  /** Role name. */
  name: z.string(),
  ...grantsShape,
  /** The carrier's Owner role (every level, kept by at least one user). */
  owner: z.boolean(),
  /** Users holding it. */
  user_count: z.number().int(),
});
export type RoleAnswer = z.output<typeof roleAnswerSchema>;
