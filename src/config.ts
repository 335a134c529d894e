// Every environment variable the server reads, parsed and checked once at boot.
// A bad value throws a ConfigError whose one-line message names the variable.
import { createHmac, createPrivateKey, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defaultSettings } from '../views/content/defaultSettings';
import type { AnalyticsSettings } from './services/analytics/analyticsRecorder';

/** The project root: one level above src/ (tsx) or dist/ (the bundle). */
export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export class ConfigError extends Error {}

export interface Config {
  nodeEnv: 'production' | 'development' | 'test';
  port: number;
  host: string;
  /** The public origin of the site (canonical links, feeds, sitemap), without a trailing slash. */
  siteUrl: string;
  /** mysql://user:pass@host:port/db, or undefined for the embedded database. */
  databaseUrl?: string;
  /** Folder of the embedded database file and the generated development secret. */
  dataDir: string;
  adminSecret: string;
  /** Where the admin secret came from, so start-up can print a generated one. */
  adminSecretSource: 'env' | 'generated' | 'file';
  trustProxy: boolean;
  /** Load the sample content when the database has no posts yet. */
  seedWhenEmpty: boolean;
  /** Milliseconds a page render may take before it is aborted. */
  renderTimeoutMs: number;
  /**
   * Seconds a rendered page is reused while its content areas are unchanged (0: never). API
   * writes are visible at once; this bounds how late a scheduled post or a change made
   * outside the API (by hand in the database) shows.
   */
  pageCacheMaxAgeSeconds: number;
  /** Worker threads that render pages (src/ssr/renderPool.ts); 0 renders on the main thread. */
  renderThreads: number;
  logRequests: boolean;
  /** Wrong admin keys from one client before it is locked out. */
  adminLockoutThreshold: number;
  /** The first lock-out window; each further lock-out doubles it (capped at 7 days). */
  adminLockoutBaseMs: number;
  /** Public writes (submit, heart, contact, subscribe): per client and in total, per endpoint and window. */
  rateLimit: { perClient: number; total: number; windowMs: number };
  /** The largest upload to the media library, in bytes (413 past it). */
  mediaMaxBytes: number;
  /** Bytes of uploaded media each process keeps in memory, so popular images skip the database. */
  mediaCacheBytes: number;
  /** Uploaded images resized at once, in the image process (src/services/media/uploadQueue.ts). */
  mediaImageConcurrency: number;
  /** Uploads that may wait for their turn; past them, 429. */
  mediaUploadQueue: number;
  mail: MailConfig;
  http: HttpLimits;
  /** Counting readers on the server (src/services/analytics/): ANALYTICS=false turns it off. */
  analytics: AnalyticsSettings;
  /** The social web (src/federation/, and Webmentions received and sent): FEDIVERSE_ALLOW_PRIVATE_ADDRESSES lets it reach loopback and private addresses, for tests only (an SSRF guard otherwise). */
  /** queueClaimMs: how long a process's claim on a queued delivery holds unless renewed (src/federation/messageQueue.ts): a killed process's deliveries wait this long. */
  fediverse: { allowPrivateAddresses: boolean; queueClaimMs: number };
}

/** How long and how many connections a client may hold (src/lib/httpLimits.ts). */
export interface HttpLimits {
  /** A request's headers must arrive within this. */
  headersTimeoutMs: number;
  /** A whole request, body included, must arrive within this (a 25 MB upload from a slow phone needs minutes). */
  requestTimeoutMs: number;
  /** Open connections from one address; not applied behind a trusted proxy, where every visitor comes from the router. */
  maxConnectionsPerClient: number;
}

export interface MailConfig {
  /** smtp:// or smtps:// with credentials; without it mail waits in the outbox (shown in the admin). */
  smtpUrl?: string;
  /** The From of every email. */
  from: string;
  /** OWNER_EMAIL: where mail to the owner goes, over the address in Settings (src/services/email/ownerAddress.ts); undefined when not set. */
  ownerEmail?: string;
  /** Emails sent per minute at most, across every process (a small SMTP plan's limit). */
  ratePerMinute: number;
  /** How often each process looks for due emails. */
  pollMs: number;
  /** Subscribing sends a confirmation email; the subscriber is inactive until they confirm. */
  doubleOptIn: boolean;
  /** The key of confirmation and unsubscribe links (HMACs), kept apart from the admin key so rotating that breaks no link. */
  signingSecret: string;
  signingSecretSource: 'env' | 'generated' | 'file' | 'admin';
  /** DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY: every email is signed with them (nodemailer's dkim option). */
  dkim?: DkimConfig;
  /** The providers' webhooks of bounces and complaints (src/services/email/providerEvents.ts); each absent until configured. */
  webhooks: { mailgunSigningKey?: string; postmark?: { user: string; password: string } };
}

export interface DkimConfig {
  domainName: string;
  keySelector: string;
  /** PEM (PKCS#1 or PKCS#8), RSA. */
  privateKey: string;
}

const DNS_NAME = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i;
const DKIM_SELECTOR = /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/i;

const MIN_DKIM_BITS = 1024;

/** All three DKIM variables or none; a key that is no RSA private key stops start-up. A PaaS may hold the PEM's line breaks as "\n". */
function parseDkim(env: Env): DkimConfig | undefined {
  const names = ['DKIM_DOMAIN', 'DKIM_SELECTOR', 'DKIM_PRIVATE_KEY'] as const;
  const set = names.filter((name) => env[name]);
  if (set.length === 0) return undefined;
  if (set.length < names.length) throw new ConfigError(`DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY go together: ${names.filter((name) => !env[name]).join(' and ')} missing`);
  const domainName = String(env.DKIM_DOMAIN).trim().toLowerCase();
  const keySelector = String(env.DKIM_SELECTOR).trim().toLowerCase();
  if (!DNS_NAME.test(domainName)) throw new ConfigError(`DKIM_DOMAIN must be a domain name such as example.com, got "${env.DKIM_DOMAIN}"`);
  if (!DKIM_SELECTOR.test(keySelector)) throw new ConfigError(`DKIM_SELECTOR must be a DNS label such as mail2026, got "${env.DKIM_SELECTOR}"`);
  const privateKey = String(env.DKIM_PRIVATE_KEY).replace(/\\n/g, '\n').trim();
  let type: string | undefined;
  let bits: number | undefined;
  try {
    const key = createPrivateKey(privateKey);
    type = key.asymmetricKeyType;
    bits = key.asymmetricKeyDetails?.modulusLength;
  } catch {
    throw new ConfigError('DKIM_PRIVATE_KEY must be a PEM private key (-----BEGIN PRIVATE KEY----- or -----BEGIN RSA PRIVATE KEY-----)');
  }
  if (type !== 'rsa') throw new ConfigError(`DKIM_PRIVATE_KEY must be an RSA key, got ${type}`);
  // RFC 8301: signers use at least 1,024 bits and verifiers fail a smaller key.
  if (bits === undefined || bits < MIN_DKIM_BITS) throw new ConfigError(`DKIM_PRIVATE_KEY must be an RSA key of at least ${MIN_DKIM_BITS.toLocaleString('en')} bits (2,048 recommended), got ${bits ?? 'an unknown size'}`);
  return { domainName, keySelector, privateKey };
}

function parseWebhooks(env: Env): MailConfig['webhooks'] {
  const mailgunSigningKey = env.MAILGUN_WEBHOOK_SIGNING_KEY || undefined;
  if (mailgunSigningKey !== undefined && mailgunSigningKey.length < 16) throw new ConfigError('MAILGUN_WEBHOOK_SIGNING_KEY must be the signing key Mailgun shows (16 characters or more)');
  const [user, password] = [env.POSTMARK_WEBHOOK_USER || '', env.POSTMARK_WEBHOOK_PASSWORD || ''];
  if (Boolean(user) !== Boolean(password)) throw new ConfigError('POSTMARK_WEBHOOK_USER and POSTMARK_WEBHOOK_PASSWORD go together');
  if (user.includes(':')) throw new ConfigError('POSTMARK_WEBHOOK_USER must not contain ":"');
  if (password && password.length < 12) throw new ConfigError('POSTMARK_WEBHOOK_PASSWORD must be at least 12 characters');
  return { mailgunSigningKey, ...(user ? { postmark: { user, password } } : {}) };
}

type Env = Record<string, string | undefined>;

function parsePort(env: Env): number {
  const raw = env.PORT ?? '3000';
  const port = Number(raw);
  if (!/^\d+$/.test(raw) || port < 0 || port > 65535) throw new ConfigError(`PORT must be a port number (0-65535), got "${raw}"`);
  return port;
}

/** Reaching private addresses would let anyone who can name an actor make the server fetch from its own network. */
function parsePrivateAddresses(env: Env, nodeEnv: Config['nodeEnv']): boolean {
  const allowed = parseBoolean(env, 'FEDIVERSE_ALLOW_PRIVATE_ADDRESSES', false);
  if (allowed && nodeEnv === 'production') throw new ConfigError('FEDIVERSE_ALLOW_PRIVATE_ADDRESSES must not be set in production: it turns off the guard against fetching private addresses');
  return allowed;
}

function parseBoolean(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (/^(1|true|yes|on)$/i.test(raw)) return true;
  if (/^(0|false|no|off)$/i.test(raw)) return false;
  throw new ConfigError(`${name} must be true or false, got "${raw}"`);
}

function parseWholeNumber(env: Env, name: string, fallback: number, min = 0): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < min) throw new ConfigError(`${name} must be a ${min > 0 ? 'positive ' : ''}whole number, got "${raw}"`);
  return Number(raw);
}

const parsePositiveInt = (env: Env, name: string, fallback: number) => parseWholeNumber(env, name, fallback, 1);

/** An address alone (no display name): what OWNER_EMAIL takes. */
const PLAIN_ADDRESS = /^[^\s@<>"(),;:]+@[^\s@<>"(),;:]+\.[^\s@<>"(),;:]+$/;

/** SIGNING_SECRET, else (development) one generated and kept under data/, else (production) derived from the admin key. */
function resolveSigningSecret(env: Env, nodeEnv: Config['nodeEnv'], dataDir: string, adminSecret: string): Pick<MailConfig, 'signingSecret' | 'signingSecretSource'> {
  const raw = env.SIGNING_SECRET;
  if (raw) {
    if (raw.length < 32) throw new ConfigError('SIGNING_SECRET must be at least 32 characters');
    return { signingSecret: raw, signingSecretSource: 'env' };
  }
  if (nodeEnv === 'production') return { signingSecret: createHmac('sha256', adminSecret).update('signing secret').digest('base64url'), signingSecretSource: 'admin' };
  const file = path.join(dataDir, 'signing-secret.txt');
  if (existsSync(file)) {
    const saved = readFileSync(file, 'utf8').trim();
    if (saved.length >= 32) return { signingSecret: saved, signingSecretSource: 'file' };
  }
  const generated = randomBytes(32).toString('base64url');
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, `${generated}\n`, { mode: 0o600 });
  return { signingSecret: generated, signingSecretSource: 'generated' };
}

function parseMail(env: Env, signing: Pick<MailConfig, 'signingSecret' | 'signingSecretSource'>): MailConfig {
  const raw = env.SMTP_URL;
  let smtpUrl: string | undefined;
  if (raw) {
    let url: URL | undefined;
    try {
      url = new URL(raw);
    } catch {
      // reported below
    }
    if (!url || (url.protocol !== 'smtp:' && url.protocol !== 'smtps:')) throw new ConfigError('SMTP_URL must be a URL like smtps://user:password@smtp.example.com:465 (smtp:// or smtps://)');
    smtpUrl = raw;
  }
  const ownerEmail = env.OWNER_EMAIL || undefined;
  if (ownerEmail !== undefined && !PLAIN_ADDRESS.test(ownerEmail)) throw new ConfigError(`OWNER_EMAIL must be an email address, got "${ownerEmail}"`);
  // The address alone: the name in From is the settings' (the site's name unless the owner wrote a sender name).
  const from = env.MAIL_FROM || defaultSettings.identity.email;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: a line break in a header is what is refused
  if (/[\r\n\u0000]/.test(from) || !/@/.test(from)) throw new ConfigError('MAIL_FROM must be one line with an address, like Alex Rivera <hello@example.com>');
  return {
    smtpUrl,
    from,
    ownerEmail,
    ratePerMinute: parsePositiveInt(env, 'MAIL_RATE_PER_MINUTE', 60),
    pollMs: parsePositiveInt(env, 'MAIL_POLL_MS', 5000),
    doubleOptIn: parseBoolean(env, 'NEWSLETTER_DOUBLE_OPT_IN', true),
    ...signing,
    dkim: parseDkim(env),
    webhooks: parseWebhooks(env),
  };
}

function parseDatabaseUrl(env: Env): string | undefined {
  const raw = env.DATABASE_URL;
  if (raw === undefined || raw === '') return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError('DATABASE_URL must be a URL like mysql://user:pass@host:3306/db');
  }
  if (url.protocol !== 'mysql:' && url.protocol !== 'mariadb:') throw new ConfigError(`DATABASE_URL must start with mysql://, got "${url.protocol}//"`);
  if (url.pathname.length < 2) throw new ConfigError('DATABASE_URL must name a database, like mysql://user:pass@host:3306/db');
  return raw;
}

/** An absolute http(s) origin; required in production, where links must point at the real host. */
function parseSiteUrl(env: Env, nodeEnv: Config['nodeEnv'], port: number): string {
  const raw = env.SITE_URL;
  if (raw === undefined || raw === '') {
    if (nodeEnv === 'production') throw new ConfigError('SITE_URL is required when NODE_ENV=production (e.g. https://example.com)');
    return `http://localhost:${port}`;
  }
  let url: URL | undefined;
  try {
    url = new URL(raw);
  } catch {
    // reported below
  }
  const bare = url && (url.protocol === 'http:' || url.protocol === 'https:') && url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
  if (!url || !bare) throw new ConfigError(`SITE_URL must be an absolute http(s) address with no path, like https://example.com, got "${raw}"`);
  return url.origin;
}

const MIN_SECRET_LENGTH = 12;

function resolveAdminSecret(env: Env, nodeEnv: Config['nodeEnv'], dataDir: string): Pick<Config, 'adminSecret' | 'adminSecretSource'> {
  const raw = env.ADMIN_SECRET;
  if (raw !== undefined && raw !== '') {
    if (raw.length < MIN_SECRET_LENGTH) throw new ConfigError(`ADMIN_SECRET must be at least ${MIN_SECRET_LENGTH} characters`);
    return { adminSecret: raw, adminSecretSource: 'env' };
  }
  if (nodeEnv === 'production') throw new ConfigError('ADMIN_SECRET is required when NODE_ENV=production');
  // Development: keep one generated secret under data/ so it survives restarts.
  const file = path.join(dataDir, 'admin-secret.txt');
  if (existsSync(file)) {
    const saved = readFileSync(file, 'utf8').trim();
    if (saved.length >= MIN_SECRET_LENGTH) return { adminSecret: saved, adminSecretSource: 'file' };
  }
  const generated = randomBytes(18).toString('base64url');
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, `${generated}\n`, { mode: 0o600 });
  return { adminSecret: generated, adminSecretSource: 'generated' };
}

export function loadConfig(env: Env = process.env): Config {
  const config = loadConfigWithoutMail(env);
  return { ...config, mail: parseMail(env, resolveSigningSecret(env, config.nodeEnv, config.dataDir, config.adminSecret)) };
}

function loadConfigWithoutMail(env: Env): Omit<Config, 'mail'> {
  const nodeEnvRaw = env.NODE_ENV ?? 'development';
  if (!['production', 'development', 'test'].includes(nodeEnvRaw)) {
    throw new ConfigError(`NODE_ENV must be production, development or test, got "${nodeEnvRaw}"`);
  }
  const nodeEnv = nodeEnvRaw as Config['nodeEnv'];
  const dataDir = path.resolve(projectRoot, env.DATA_DIR || 'data');
  const port = parsePort(env);
  return {
    nodeEnv,
    port,
    host: env.HOST || '0.0.0.0',
    databaseUrl: parseDatabaseUrl(env),
    dataDir,
    ...resolveAdminSecret(env, nodeEnv, dataDir),
    siteUrl: parseSiteUrl(env, nodeEnv, port),
    trustProxy: parseBoolean(env, 'TRUST_PROXY', false),
    seedWhenEmpty: parseBoolean(env, 'SEED_WHEN_EMPTY', true),
    renderTimeoutMs: parsePositiveInt(env, 'RENDER_TIMEOUT_MS', 10_000),
    pageCacheMaxAgeSeconds: parseWholeNumber(env, 'PAGE_CACHE_MAX_AGE_SECONDS', 60),
    // One CPU is left to the main thread (HTTP, database, cache); a single CPU renders there too.
    // The main thread's share of a page is about as large as a render's, so a third thread would
    // wait on it; each thread holds about 22 MB.
    renderThreads: parseWholeNumber(env, 'RENDER_THREADS', Math.min(2, availableParallelism() - 1)),
    logRequests: parseBoolean(env, 'LOG_REQUESTS', nodeEnv !== 'test'),
    adminLockoutThreshold: parsePositiveInt(env, 'ADMIN_LOCKOUT_THRESHOLD', 5),
    adminLockoutBaseMs: parsePositiveInt(env, 'ADMIN_LOCKOUT_BASE_MS', 600_000),
    rateLimit: {
      perClient: parsePositiveInt(env, 'RATE_LIMIT_PER_CLIENT', 20),
      total: parsePositiveInt(env, 'RATE_LIMIT_TOTAL', 600),
      windowMs: parsePositiveInt(env, 'RATE_LIMIT_WINDOW_SECONDS', 60) * 1000,
    },
    mediaMaxBytes: parsePositiveInt(env, 'MEDIA_MAX_BYTES', 25 * 1024 * 1024),
    mediaCacheBytes: parseWholeNumber(env, 'MEDIA_CACHE_BYTES', 32 * 1024 * 1024),
    // Half the CPUs: the image process runs at a lower priority, but each image still takes a core while it encodes.
    mediaImageConcurrency: parsePositiveInt(env, 'MEDIA_IMAGE_CONCURRENCY', Math.max(1, Math.floor(availableParallelism() / 2))),
    mediaUploadQueue: parseWholeNumber(env, 'MEDIA_UPLOAD_QUEUE', 8),
    analytics: {
      enabled: parseBoolean(env, 'ANALYTICS', true),
      retentionDays: parsePositiveInt(env, 'ANALYTICS_RETENTION_DAYS', 730),
      flushMs: parsePositiveInt(env, 'ANALYTICS_FLUSH_SECONDS', 5) * 1000,
    },
    fediverse: { allowPrivateAddresses: parsePrivateAddresses(env, nodeEnv), queueClaimMs: parsePositiveInt(env, 'FEDIVERSE_QUEUE_CLAIM_SECONDS', 60) * 1000 },
    http: {
      headersTimeoutMs: parsePositiveInt(env, 'HEADERS_TIMEOUT_SECONDS', 15) * 1000,
      requestTimeoutMs: parsePositiveInt(env, 'REQUEST_TIMEOUT_SECONDS', 300) * 1000,
      maxConnectionsPerClient: parsePositiveInt(env, 'MAX_CONNECTIONS_PER_CLIENT', 64),
    },
  };
}
