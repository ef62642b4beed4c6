import path from 'node:path';

/** Every setting of the service, read once at start-up (conventions 6). No other module reads process.env. */
export interface Config {
  port: number;
  host: string;
  /** The spec's {base_url}: absolute, without a trailing slash. */
  publicBaseUrl: string;
  /** PUBLIC_BASE_URL was given. Otherwise publicBaseUrl is http://HOST:PORT, and with PORT=0 the port is only known
   *  once bound (see boundBaseUrl). */
  publicBaseUrlSet: boolean;
  dataDir: string;
  mediaDir: string;
  stateDir: string;
  /** Current secret first, then older ones still accepted for verification (rotation). Empty: tokens disabled. */
  mediaTokenSecrets: string[];
  mediaTokenTtlSeconds: number;
  /** Per-key mint allowance: at most this many tokens per minute. */
  mediaTokenMintPerMinute: number;
  mediaFallbackOrigin: string | null;
  /** Bytes of media files kept in memory (EXREF_MEDIA_CACHE_MB); 0 turns the byte cache off. */
  mediaCacheBytes: number;
  /** 'nginx': /stream/ answers X-Accel-Redirect to nginx's internal location instead of sending the bytes. */
  mediaOffload: 'off' | 'nginx';
  logLevel: LogLevel;
  /** 'sync': no response before its charge is on disk; 'interval': fsync at most every ledgerIntervalMs. */
  ledgerDurability: 'sync' | 'interval';
  ledgerIntervalMs: number;
  upgradeUrl: string;
  /** Whether X-Forwarded-Proto / X-Forwarded-Host may shape {base_url}. */
  trustProxy: boolean;
  corsOrigins: string[];
  /** Meter requests against quotas. Off only for benchmarks that measure the meter's own cost. */
  metering: boolean;
  /** Time each stage of the request path and serve the totals on GET /debug/stages (benchmarks only). */
  profileStages: boolean;
  /** The playground on /docs accepts BASIC keys when it sends this header value (see README). */
  environment: string;
  /** Keys, quota usage and the mint rate live in this Redis (redis:// or rediss://) when set; null: the state folder. */
  redisUrl: string | null;
  /** Prepended to every Redis key and channel, so several deployments can share one Redis. */
  redisPrefix: string;
  /** Processes `exref serve` runs on one port with node:cluster; more than 1 needs redisUrl. */
  workers: number;
  /** Refuse a catalogue whose translation files lack any string, instead of serving those strings in English. */
  i18nStrict: boolean;
  /** Derived state kept between starts (checked translations, search tables); null: none (EXREF_CACHE_DIR=off). */
  cacheDir: string | null;
}

export const LOG_LEVELS = ['debug', 'info', 'warn', 'error', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export class ConfigError extends Error {}

type Source = Record<string, string | undefined>;

function int(src: Source, name: string, fallback: number, min: number, max: number): number {
  const raw = src[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max) {
    throw new ConfigError(`${name}=${JSON.stringify(raw)} is not allowed: expected an integer from ${min} to ${max}`);
  }
  return n;
}

function oneOf<T extends string>(src: Source, name: string, allowed: readonly T[], fallback: T): T {
  const raw = src[name];
  if (raw === undefined || raw === '') return fallback;
  if (!(allowed as readonly string[]).includes(raw)) {
    throw new ConfigError(`${name}=${JSON.stringify(raw)} is not allowed: expected one of ${allowed.join(', ')}`);
  }
  return raw as T;
}

function bool(src: Source, name: string, fallback: boolean): boolean {
  const raw = src[name];
  if (raw === undefined || raw === '') return fallback;
  if (['1', 'true', 'yes', 'on'].includes(raw.toLowerCase())) return true;
  if (['0', 'false', 'no', 'off'].includes(raw.toLowerCase())) return false;
  throw new ConfigError(`${name}=${JSON.stringify(raw)} is not allowed: expected true or false`);
}

function httpUrl(name: string, raw: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`${name}=${JSON.stringify(raw)} is not allowed: expected an absolute http(s) URL`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ConfigError(`${name}=${JSON.stringify(raw)} is not allowed: expected an http or https URL`);
  }
  if (url.search || url.hash) {
    throw new ConfigError(`${name}=${JSON.stringify(raw)} is not allowed: no query string or fragment`);
  }
  return url.href.replace(/\/+$/, '');
}

function redisUrl(raw: string | undefined): string | null {
  if (raw === undefined || raw === '') return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError('EXREF_REDIS_URL is not allowed: expected a URL such as redis://user:password@host:6379/0');
  }
  if (url.protocol !== 'redis:' && url.protocol !== 'rediss:') {
    throw new ConfigError(`EXREF_REDIS_URL is not allowed: expected a redis:// or rediss:// URL, got ${url.protocol}//`);
  }
  return raw;
}

/** The base URL of a server listening on `host`:`port` without a public name: a wildcard address is reached on loopback. */
function localBaseUrl(host: string, port: number): string {
  const hostForUrl = host.includes(':') ? `[${host}]` : host === '0.0.0.0' ? '127.0.0.1' : host;
  return `http://${hostForUrl}:${port}`;
}

/**
 * The public base URL once the server listens on `port`: the configured one, except that a base derived from PORT=0
 * (an ephemeral port, as tests and client test suites ask for) names the port the server got, so its links work.
 */
export function boundBaseUrl(config: Config, port: number): string {
  return config.port === 0 && !config.publicBaseUrlSet ? localBaseUrl(config.host, port) : config.publicBaseUrl;
}

/**
 * Reads the configuration from environment-style variables (CLI flags are mapped onto the same names first).
 * Throws ConfigError naming the variable and what is allowed.
 */
export function loadConfig(src: Source, cwd: string = process.cwd()): Config {
  const port = int(src, 'PORT', 8080, 0, 65535);
  const host = src.HOST || '127.0.0.1';
  const publicBaseUrl = httpUrl('PUBLIC_BASE_URL', src.PUBLIC_BASE_URL || localBaseUrl(host, port));
  const secrets = (src.MEDIA_TOKEN_SECRET ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  for (const s of secrets) {
    if (s.length < 16) throw new ConfigError('MEDIA_TOKEN_SECRET is not allowed: each secret needs at least 16 characters');
  }
  const fallback = src.MEDIA_FALLBACK_ORIGIN ? httpUrl('MEDIA_FALLBACK_ORIGIN', src.MEDIA_FALLBACK_ORIGIN) : null;
  const cors = (src.CORS_ORIGINS ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  for (const origin of cors) if (origin !== '*') httpUrl('CORS_ORIGINS', origin);
  const stateDir = path.resolve(cwd, src.EXREF_STATE_DIR || 'var');
  return {
    port,
    host,
    publicBaseUrl,
    publicBaseUrlSet: Boolean(src.PUBLIC_BASE_URL),
    dataDir: path.resolve(cwd, src.EXREF_DATA_DIR || 'data'),
    mediaDir: path.resolve(cwd, src.EXREF_MEDIA_DIR || 'media'),
    stateDir,
    mediaTokenSecrets: secrets,
    mediaTokenTtlSeconds: int(src, 'MEDIA_TOKEN_TTL', 900, 10, 86_400),
    mediaTokenMintPerMinute: int(src, 'MEDIA_TOKEN_MINT_PER_MINUTE', 10, 1, 10_000),
    mediaFallbackOrigin: fallback,
    mediaCacheBytes: int(src, 'EXREF_MEDIA_CACHE_MB', 32, 0, 65_536) * 2 ** 20,
    mediaOffload: oneOf(src, 'MEDIA_OFFLOAD', ['off', 'nginx'] as const, 'off'),
    logLevel: oneOf(src, 'LOG_LEVEL', LOG_LEVELS, 'info'),
    ledgerDurability: oneOf(src, 'LEDGER_DURABILITY', ['sync', 'interval'] as const, 'sync'),
    ledgerIntervalMs: int(src, 'LEDGER_INTERVAL_MS', 50, 1, 10_000),
    upgradeUrl: httpUrl('UPGRADE_URL', src.UPGRADE_URL || 'https://exref.example/pricing'),
    trustProxy: bool(src, 'TRUST_PROXY', false),
    corsOrigins: cors,
    metering: bool(src, 'EXREF_METERING', true),
    environment: src.EXREF_ENV || 'production',
    profileStages: bool(src, 'EXREF_PROFILE_STAGES', false),
    redisUrl: redisUrl(src.EXREF_REDIS_URL),
    redisPrefix: src.EXREF_REDIS_PREFIX ?? 'exref:',
    workers: int(src, 'EXREF_WORKERS', 1, 1, 256),
    i18nStrict: bool(src, 'EXREF_I18N_STRICT', false),
    cacheDir: src.EXREF_CACHE_DIR === 'off' ? null : path.resolve(cwd, src.EXREF_CACHE_DIR || path.join(stateDir, 'cache')),
  };
}
