import { z } from 'zod';

const flag = z.enum(['0', '1', 'true', 'false']).transform((v) => v === '1' || v === 'true');

/** Every setting of the server, read from the environment once (see .env.example). */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  PUBLIC_URL: z.string().url().optional(),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(8).optional(),
  DEMO: flag.default(true),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default('Freight Pricelists <no-reply@localhost>'),
  SUPPORT_EMAIL: z.string().default('support@freightprice.example'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SESSION_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .positive()
    .default(12 * 60),
  SESSION_MAX_DAYS: z.coerce.number().int().positive().default(14),
  WEB_DIST: z.string().optional(),
  /** 32+ random bytes as hex or base64; unset, one is made and kept in DATA_DIR/secret.key. */
  SECRET_KEY: z.string().min(32).optional(),
});

export type Env = z.infer<typeof envSchema>;

/** Parses the environment, failing fast with every wrong variable named. */
export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  return parsed.data;
}
