import { z } from 'zod';
import { PERMISSION_AREAS, PERMISSION_LEVELS, PASSWORD_MIN_LENGTH, TWO_FACTOR_CODE_LENGTH } from '../constants/index';
import { idInputField, phoneField, textField } from './fields';

const email = textField().trim().toLowerCase().pipe(z.email('must be a valid e-mail address'));

/** True for a text the server accepts as an e-mail address (forms check with it before sending). */
export function isEmailAddress(text: string): boolean {
  return email.safeParse(text).success;
}
const password = textField().min(PASSWORD_MIN_LENGTH, `must be at least ${PASSWORD_MIN_LENGTH} characters`);

/** POST /fe/login */
export const loginSchema = z.object({
  email,
  password: textField().min(1, 'is required'),
});

/** POST /fe/two_factor_login: the 6-digit code of the authenticator app. */
export const twoFactorLoginSchema = z.object({
  code: textField()
    .trim()
    .regex(new RegExp(`^\\d{${TWO_FACTOR_CODE_LENGTH}}$`), 'must be 6 digits'),
});

/** POST /fe/two_factor: enable TOTP with the secret shown and a code made from it. */
export const twoFactorEnableSchema = twoFactorLoginSchema.extend({
  secret: textField().trim().min(16, 'is required'),
});

/** POST /fe/registration: a company asks for an account; an admin accepts it. */
export const registrationSchema = z.object({
  company: textField().trim().min(1, 'is required').max(200),
  name: textField().trim().min(1, 'is required').max(200),
  email,
  phone: phoneField().default(''),
  country: textField()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, 'must be a 2-letter country code'),
});

/** POST /fe/verification and /fe/reset_password: a new password, typed twice. */
export const newPasswordSchema = z
  .object({ password, password_confirmation: textField() })
  .refine((v) => v.password === v.password_confirmation, {
    message: 'Passwords do not match',
    path: ['password_confirmation'],
  });

/** POST /fe/forgot_password */
export const forgotPasswordSchema = z.object({ email });

const level = z.enum(PERMISSION_LEVELS, { error: 'must be write, read or none' });

/** A role: a name, a level per area and the calculator flag. */
export const roleSchema = z.object({
  name: textField().trim().min(1, 'is required').max(100),
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
} satisfies Record<(typeof PERMISSION_AREAS)[number], typeof level> & Record<string, z.ZodType>);
export type RoleInput = z.infer<typeof roleSchema>;

/** A user of a carrier: POST/PUT /fe/users. The e-mail is fixed after creation. */
export const userSchema = z.object({
  name: textField().trim().min(1, 'is required').max(200),
  email,
  phone: phoneField()
    .nullish()
    .transform((v) => v ?? ''),
  role_id: idInputField({ invalid: 'must be a role', missing: 'is required' }),
});
export type UserInput = z.infer<typeof userSchema>;

/** The signed-in user as GET /fe/user answers it. */
export interface SessionUser {
  id: number;
  name: string;
  email: string;
  phone: string;
  company: string | null;
  /** The carrier's time zone (IANA): every time on screen is shown in it, labelled. Null for an admin. */
  timezone: string | null;
  carrier_id: number | null;
  role: string;
  roles: Record<(typeof PERMISSION_AREAS)[number], (typeof PERMISSION_LEVELS)[number]> & {
    calculator: boolean;
  };
  /** Holds the carrier's Owner role: only an Owner (or an admin) changes an Owner or the Owner role. */
  owner: boolean;
  two_factor: boolean;
  pretending: boolean;
}
