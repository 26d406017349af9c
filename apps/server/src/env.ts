import { isIP } from 'node:net';
import { z } from 'zod';
import { parseNetwork } from './lib/public-address';

const flag = z.enum(['0', '1', 'true', 'false']).transform((v) => v === '1' || v === 'true');
/** Bytes in a MB (1024 x 1024), for the byte bounds below. */
const MIB = 1024 * 1024;

// Names proxy-addr (Fastify's trustProxy) knows for the private ranges.
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An address, an address/prefix range, or one of PROXY_RANGE_NAMES. */
function isProxyAddress(text: string): boolean {
  if (PROXY_RANGE_NAMES.has(text)) return true;
  const [address = '', prefix, ...rest] = text.split('/');
  const version = isIP(address);
  if (!version || rest.length) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * Which proxies' forwarded headers are believed: off (unset, 0 or false), a hop count (1 behind one
 * proxy), or the proxies' addresses and CIDR ranges, comma-separated. Never "true": that would let
 * any client choose its IP and host.
 */
const trustProxySchema = z
  .string()
  .trim()
  .default('0')
  .transform((text, ctx): false | number | string[] => {
    if (text === '0' || text === 'false') return false;
    if (/^\d+$/.test(text)) return Number(text);
    const list = text
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    if (list.length === 0 || !list.every(isProxyAddress)) {
      ctx.addIssue({
        code: 'custom',
        message: 'must be 0, a hop count, or proxy addresses and CIDR ranges separated by commas (true is not accepted)',
      });
      return z.NEVER;
    }
    return list;
  });

/**
 * The networks outbound calls may reach although not public: CIDRs or single addresses,
 * comma-separated (`10.0.0.0/8,127.0.0.1/32`). Unset: public addresses only.
 */
const allowedNetworksSchema = z
  .string()
  .trim()
  .transform((text, ctx): string[] => {
    const list = text
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    const wrong = list.filter((entry) => !parseNetwork(entry));
    if (wrong.length) {
      ctx.addIssue({
        code: 'custom',
        message: `${wrong.join(', ')}: not a network; give CIDRs (10.0.0.0/8, fd00::/8) or single addresses (127.0.0.1), separated by commas`,
      });
      return z.NEVER;
    }
    return list;
  });

/** Every setting of the server, read from the environment once (see .env.example). */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  /**
   * Connections each process keeps to PostgreSQL for queries (the job queue's included); it also
   * holds two more, for LISTEN and for writing quotes. N processes need N x (DATABASE_POOL_SIZE + 2) of the server's
   * max_connections. Unused on the embedded database.
   */
  /**
   * Seconds a start keeps trying to reach DATABASE_URL's server (a machine booting, PostgreSQL
   * restarting), waiting longer between tries, before it gives up (exit 1). 0: one try.
   */
  DATABASE_CONNECT_TIMEOUT: z.coerce.number().int().min(0).max(3600).default(60),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(1000).default(10),
  /**
   * Server processes behind the one port (node:cluster): a primary migrates and seeds, then runs
   * this many workers, restarting one that dies. Over 1 needs DATABASE_URL (the embedded database is
   * one process's). A number, not "auto": each process costs DATABASE_POOL_SIZE + 1 connections.
   */
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
  PUBLIC_URL: z.string().url().optional(),
  TRUST_PROXY: trustProxySchema,
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(8).optional(),
  DEMO: flag.default(true),
  SMTP_URL: z.string().url().optional(),
  /**
   * The sender of every mail, "Name <address>"; a mail sent for a carrier shows "Carrier Oy via
   * Name <address>" with the carrier's e-mail as Reply-To. Unset: "Freight Pricelists
   * <no-reply@host>", the host PUBLIC_URL's (localhost without it).
   */
  MAIL_FROM: z
    .string()
    .regex(/^[^<>]*<[^<>@\s]+@[^<>@\s]+>$|^[^<>@\s]+@[^<>@\s]+$/, 'must be an address, or a name and <address>')
    .optional(),
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
  /**
   * The key the database was stamped with, set beside a new SECRET_KEY to change the key on purpose:
   * the start derives the partner tokens again and seals the webhook secrets again with the new key
   * (one transaction), then runs. Unset it after; without it another SECRET_KEY is refused.
   */
  SECRET_KEY_ROTATE_FROM: z.string().min(32).optional(),
  /**
   * Worker threads of each process for heavy work (budgets, tenders, backtests, workbooks); unset:
   * the cores shared out among the WEB_CONCURRENCY processes, less each one's event loop, at least 1.
   */
  HEAVY_WORK_THREADS: z.coerce.number().int().min(1).max(64).optional(),
  /**
   * The largest GeoNames postal code file the platform admin may load (POST /fe/admin/postcode_points,
   * streamed, never held), bytes; unset: 512 MB (allCountries.txt is some 400 MB unzipped).
   */
  POSTCODE_POINTS_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(MIB)
    .max(8 * 1024 * MIB)
    .optional(),
  /**
   * Calls a second each partner may make on the partner API (/api/v1, its token and its portal
   * users together), bursts of twice that; past it 429 with Retry-After. Each of the WEB_CONCURRENCY
   * processes allows its share (decision 16). 0: no limit.
   */
  API_RATE_LIMIT: z.coerce.number().int().min(0).max(1_000_000).default(200),
  /** Heavy tasks one carrier may run at once; beyond them the call is answered 429 with Retry-After. */
  HEAVY_TASKS_PER_CARRIER: z.coerce.number().int().min(1).max(100).default(2),
  /** The ECB's daily reference-rate XML, fetched and applied every day at 16:30 CET; unset: no fetch. */
  EXCHANGE_RATES_URL: z.url({ protocol: /^https?$/, error: 'must be an http or https address' }).optional(),
  /**
   * Networks the server's outbound calls (partners' webhooks, the ECB fetch) may reach although they
   * are not public (loopback, private, link-local...): a self-hosted carrier's own receivers. Checked
   * at each call, not here: a literal private EXCHANGE_RATES_URL is fine when its network is listed.
   */
  WEBHOOK_ALLOWED_NETWORKS: allowedNetworksSchema.optional(),
  /**
   * The waits in seconds between a partner notification's failed attempts, comma-separated; past
   * the last, the delivery fails. Default 60,300,1800,7200,21600,86400 (1 min ... 24 h).
   */
  NOTIFICATION_RETRY_SECONDS: z
    .string()
    .regex(/^\d+(,\d+)*$/, 'must be whole seconds, comma-separated')
    .transform((text) => text.split(',').map(Number))
    .optional(),
  /** The Bearer token GET /metrics asks for (16+ characters); unset, /metrics is off (404). */
  METRICS_TOKEN: z.string().min(16).optional(),
});

export type Env = Omit<z.infer<typeof envSchema>, 'MAIL_FROM'> & { MAIL_FROM: string };

/** The sender when MAIL_FROM is unset: no-reply at PUBLIC_URL's host, so no mail says localhost when the server has a name. */
export function defaultMailFrom(publicUrl: string | undefined): string {
  const host = publicUrl ? new URL(publicUrl).hostname : '';
  return `Freight Pricelists <no-reply@${host || 'localhost'}>`;
}

/** Parses the environment, failing fast with every wrong variable named. */
export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  return { ...parsed.data, MAIL_FROM: parsed.data.MAIL_FROM ?? defaultMailFrom(parsed.data.PUBLIC_URL) };
}
