import { DEFAULT_COUNTRY } from '@freight/domain';
import { z } from 'zod';

/** A carrier (tenant) as an admin creates or edits it. */
export const carrierSchema = z.object({
  name: z.string().trim().min(1, 'is required').max(200),
  country: z.string().trim().toUpperCase().regex(/^[A-Z]{2}$/, 'must be a 2-letter country code').default(DEFAULT_COUNTRY),
  email: z.string().trim().max(200).default(''),
  phone: z.string().trim().max(50).default(''),
  timezone: z
    .string()
    .trim()
    .default('Europe/Tallinn')
    .refine((tz) => Intl.supportedValuesOf('timeZone').includes(tz) || tz === 'UTC', 'is not a known time zone'),
});
export type CarrierInput = z.output<typeof carrierSchema>;
