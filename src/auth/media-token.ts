/**
 * Media tokens (spec 4.8, 4.9): short-lived, signed, opaque credentials for /stream/ URLs, so a browser can play a
 * video without ever seeing the API key.
 *
 * Format: base64url(payload) "." base64url(HMAC-SHA256(secret, base64url(payload))), where the payload is
 * `1:<key id>:<expiry, epoch seconds>:<secret id>:<nonce>`. The secret id (first 8 hex digits of SHA-256 of the
 * secret) picks the verifying secret, so older secrets keep verifying during a rotation while new tokens use the
 * first. The token names the key by its public id; the key itself is never inside.
 */
import assert from 'node:assert/strict';
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export type TokenCheck =
  | { ok: true; keyId: string; expiresAt: Date }
  | { ok: false; reason: 'invalid' }
  /** Only a token whose signature verified is reported as expired: the expiry it names is trustworthy. */
  | { ok: false; reason: 'expired'; expiresAt: Date };

export interface MintedToken {
  token: string;
  expires_in: number;
}

const VERSION = '1';
const MAX_TOKEN_LENGTH = 512;
const B64URL = /^[A-Za-z0-9_-]+$/;
const PAYLOAD = /^1:([A-Za-z0-9_-]{1,64}):(\d{1,12}):([0-9a-f]{8}):([A-Za-z0-9_-]{16})$/;
const INVALID: TokenCheck = { ok: false, reason: 'invalid' };

/** The public identifier of a secret: safe to put in tokens and logs. */
export function secretId(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex').slice(0, 8);
}

/** Decodes base64url only when `text` is its canonical encoding, so one token has exactly one spelling. */
function decodeCanonical(text: string): Buffer | null {
  if (!B64URL.test(text)) return null;
  const buf = Buffer.from(text, 'base64url');
  return buf.toString('base64url') === text ? buf : null;
}

export class MediaTokens {
  private readonly current: { id: string; secret: string };
  private readonly byId: Map<string, string>;

  /** `secrets`: current first, then older ones still accepted. Throws when there is none or two share an id. */
  constructor(secrets: readonly string[], readonly ttlSeconds: number) {
    assert(secrets.length > 0, 'media tokens: at least one secret is needed');
    assert(Number.isInteger(ttlSeconds) && ttlSeconds > 0, 'media tokens: the lifetime must be a positive number of seconds');
    this.byId = new Map();
    for (const secret of secrets) {
      const id = secretId(secret);
      assert(!this.byId.has(id), `media tokens: two secrets share the id ${id}; drop one of them`);
      this.byId.set(id, secret);
    }
    this.current = { id: secretId(secrets[0]!), secret: secrets[0]! };
  }

  /** Null when no secret is configured: token exchange and token authentication are off. */
  static fromConfig(config: { mediaTokenSecrets: readonly string[]; mediaTokenTtlSeconds: number }): MediaTokens | null {
    return config.mediaTokenSecrets.length === 0 ? null : new MediaTokens(config.mediaTokenSecrets, config.mediaTokenTtlSeconds);
  }

  /** A new token for `keyId`, valid for the configured lifetime from `now`. */
  mint(keyId: string, now: Date): MintedToken {
    const expiry = Math.floor(now.getTime() / 1000) + this.ttlSeconds;
    const payload = `${VERSION}:${keyId}:${expiry}:${this.current.id}:${randomBytes(12).toString('base64url')}`;
    assert(PAYLOAD.test(payload), `media tokens: key id ${JSON.stringify(keyId)} cannot be put in a token`);
    const encoded = Buffer.from(payload, 'utf8').toString('base64url');
    return { token: `${encoded}.${sign(this.current.secret, encoded).toString('base64url')}`, expires_in: this.ttlSeconds };
  }

  /** Checks a presented token: its signature first, then its expiry. Malformed and forged are both 'invalid'. */
  verify(token: string, now: Date): TokenCheck {
    if (token.length > MAX_TOKEN_LENGTH) return INVALID;
    const parts = token.split('.');
    if (parts.length !== 2) return INVALID;
    const [encoded, mac] = parts as [string, string];
    const payloadBytes = decodeCanonical(encoded);
    const presented = decodeCanonical(mac);
    if (!payloadBytes || !presented) return INVALID;
    const m = PAYLOAD.exec(payloadBytes.toString('utf8'));
    if (!m) return INVALID;
    const [, keyId, expiry, sid] = m as unknown as [string, string, string, string];
    const secret = this.byId.get(sid);
    if (secret === undefined) return INVALID;
    const expected = sign(secret, encoded);
    if (presented.length !== expected.length || !timingSafeEqual(presented, expected)) return INVALID;
    const expiresAt = new Date(Number(expiry) * 1000);
    if (now.getTime() >= expiresAt.getTime()) return { ok: false, reason: 'expired', expiresAt };
    return { ok: true, keyId, expiresAt };
  }
}

function sign(secret: string, encodedPayload: string): Buffer {
  return createHmac('sha256', secret).update(encodedPayload, 'utf8').digest();
}

export type MintAdmission = { ok: true } | { ok: false; retryAfterSeconds: number };

/** A mint allowance: this process's (MintRateLimiter) or one shared by every process (src/quota/redis-mint.ts). */
export interface MintLimiter {
  readonly limit: number;
  take(keyId: string, now: Date): MintAdmission | Promise<MintAdmission>;
}

/**
 * The per-key mint allowance: at most `limit` tokens in any `windowMs` (a sliding window of mint times).
 * Time comes from the caller, so tests can move it.
 */
export class MintRateLimiter implements MintLimiter {
  private readonly mints = new Map<string, number[]>();
  private sweptAt = 0;

  constructor(readonly limit: number, readonly windowMs = 60_000) {
    assert(Number.isInteger(limit) && limit > 0, 'mint rate limiter: the limit must be a positive integer');
  }

  /** Records a mint for `keyId` at `now` when the allowance has room; otherwise says how long to wait. */
  take(keyId: string, now: Date): MintAdmission {
    const t = now.getTime();
    this.sweep(t);
    const recent = (this.mints.get(keyId) ?? []).filter((at) => at > t - this.windowMs);
    if (recent.length >= this.limit) {
      this.mints.set(keyId, recent);
      return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((recent[0]! + this.windowMs - t) / 1000)) };
    }
    recent.push(t);
    this.mints.set(keyId, recent);
    return { ok: true };
  }

  /** Forgets keys with no mint inside the window, at most once per window, so the map holds active keys only. */
  private sweep(t: number): void {
    if (t - this.sweptAt < this.windowMs) return;
    this.sweptAt = t;
    for (const [id, times] of this.mints) {
      if (times[times.length - 1]! <= t - this.windowMs) this.mints.delete(id);
    }
  }
}
