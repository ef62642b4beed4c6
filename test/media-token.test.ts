import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { MediaTokens, MintRateLimiter, secretId } from '../src/auth/media-token.ts';

const SECRET = 'current-secret-0123456789abcdef';
const OLD = 'previous-secret-0123456789abcdef';
const KEY_ID = 'key_0123456789ab';
const NOW = new Date('2024-05-01T12:00:00Z');
const later = (seconds: number) => new Date(NOW.getTime() + seconds * 1000);

describe('MediaTokens', () => {
  const tokens = new MediaTokens([SECRET], 900);

  test('a minted token verifies to its key id until the lifetime ends', () => {
    const { token, expires_in } = tokens.mint(KEY_ID, NOW);
    assert.equal(expires_in, 900);
    assert.deepEqual(tokens.verify(token, NOW), { ok: true, keyId: KEY_ID, expiresAt: later(900) });
    assert.equal(tokens.verify(token, later(899)).ok, true);
  });

  test('at and after the expiry it is expired, and the result names the expiry', () => {
    const { token } = tokens.mint(KEY_ID, NOW);
    assert.deepEqual(tokens.verify(token, later(900)), { ok: false, reason: 'expired', expiresAt: later(900) });
    assert.deepEqual(tokens.verify(token, later(86_400)), { ok: false, reason: 'expired', expiresAt: later(900) });
  });

  test('the lifetime comes from the configuration', () => {
    const short = new MediaTokens([SECRET], 60);
    const { token, expires_in } = short.mint(KEY_ID, NOW);
    assert.equal(expires_in, 60);
    assert.equal(short.verify(token, later(60)).ok, false);
  });

  test('two mints give two different tokens', () => {
    assert.notEqual(tokens.mint(KEY_ID, NOW).token, tokens.mint(KEY_ID, NOW).token);
  });

  test('the token is opaque base64url: payload "." signature, and never contains the API key', () => {
    const apiKey = 'exref_' + 'k'.repeat(40);
    const { token } = tokens.mint(KEY_ID, NOW);
    assert.match(token, /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/);
    assert.ok(!token.includes(apiKey) && !token.includes('exref_'));
    const payload = Buffer.from(token.split('.')[0]!, 'base64url').toString();
    assert.match(payload, new RegExp(`^1:${KEY_ID}:${NOW.getTime() / 1000 + 900}:${secretId(SECRET)}:[A-Za-z0-9_-]{16}$`));
    assert.ok(!payload.includes(SECRET));
  });

  test('any tampering makes it invalid, never expired', () => {
    const { token } = tokens.mint(KEY_ID, NOW);
    const [payload, mac] = token.split('.') as [string, string];
    const decoded = Buffer.from(payload, 'base64url').toString();
    const reencode = (text: string) => Buffer.from(text).toString('base64url');
    const flip = (s: string, i: number) => s.slice(0, i) + (s[i] === 'A' ? 'B' : 'A') + s.slice(i + 1);
    const forged = [
      flip(payload, 5) + '.' + mac,
      payload + '.' + flip(mac, 10),
      reencode(decoded.replace(KEY_ID, 'key_ffffffffffff')) + '.' + mac, // another key
      reencode(decoded.replace(String(NOW.getTime() / 1000 + 900), String(NOW.getTime() / 1000 + 99_999))) + '.' + mac, // longer life
      reencode(decoded.replace(/^1:/, '2:')) + '.' + mac, // unknown version
      payload,
      `${payload}.${mac}.extra`,
      `.${mac}`,
      `${payload}.`,
      `${payload}=.${mac}`,
      `${payload}.${mac}A`, // non-canonical base64url
      `${payload}.${mac.slice(0, -2)}`, // short signature
      'garbage',
      '',
      'x'.repeat(600),
      `${payload}.${Buffer.alloc(32).toString('base64url')}`,
    ];
    for (const t of forged) {
      assert.deepEqual(tokens.verify(t, NOW), { ok: false, reason: 'invalid' }, t);
      assert.deepEqual(tokens.verify(t, later(100_000)), { ok: false, reason: 'invalid' }, `${t} (later)`);
    }
  });

  test('a token signed with an unknown secret is invalid', () => {
    const other = new MediaTokens(['some-other-secret-0123456789'], 900);
    assert.deepEqual(tokens.verify(other.mint(KEY_ID, NOW).token, NOW), { ok: false, reason: 'invalid' });
  });

  test('rotation: new tokens use the first secret, tokens of older secrets still verify, dropped secrets do not', () => {
    const before = new MediaTokens([OLD], 900).mint(KEY_ID, NOW).token;
    const rotated = new MediaTokens([SECRET, OLD], 900);
    assert.equal(rotated.verify(before, NOW).ok, true);
    const fresh = rotated.mint(KEY_ID, NOW).token;
    assert.ok(Buffer.from(fresh.split('.')[0]!, 'base64url').toString().includes(`:${secretId(SECRET)}:`));
    assert.equal(new MediaTokens([SECRET], 900).verify(fresh, NOW).ok, true);
    assert.deepEqual(new MediaTokens([SECRET], 900).verify(before, NOW), { ok: false, reason: 'invalid' });
  });

  test('fromConfig is null without secrets', () => {
    assert.equal(MediaTokens.fromConfig({ mediaTokenSecrets: [], mediaTokenTtlSeconds: 900 }), null);
    assert.ok(MediaTokens.fromConfig({ mediaTokenSecrets: [SECRET], mediaTokenTtlSeconds: 900 }) instanceof MediaTokens);
  });

  test('bad construction fails at start-up with a message', () => {
    assert.throws(() => new MediaTokens([], 900), /at least one secret/);
    assert.throws(() => new MediaTokens([SECRET, SECRET], 900), /share the id/);
    assert.throws(() => new MediaTokens([SECRET], 0), /lifetime/);
  });
});

describe('MintRateLimiter', () => {
  test('allows the limit per key in any 60 s window, then says when to retry', () => {
    const limiter = new MintRateLimiter(3);
    const at = (s: number) => new Date(NOW.getTime() + s * 1000);
    assert.deepEqual(limiter.take('a', at(0)), { ok: true });
    assert.deepEqual(limiter.take('a', at(10)), { ok: true });
    assert.deepEqual(limiter.take('a', at(20)), { ok: true });
    assert.deepEqual(limiter.take('a', at(30)), { ok: false, retryAfterSeconds: 30 });
    assert.deepEqual(limiter.take('b', at(30)), { ok: true }, 'other keys have their own allowance');
    assert.deepEqual(limiter.take('a', at(59.5)), { ok: false, retryAfterSeconds: 1 });
    assert.deepEqual(limiter.take('a', at(60)), { ok: true }, 'the first mint left the window');
    assert.deepEqual(limiter.take('a', at(61)), { ok: false, retryAfterSeconds: 9 });
  });

  test('refused attempts do not use up the allowance', () => {
    const limiter = new MintRateLimiter(1);
    assert.equal(limiter.take('a', NOW).ok, true);
    for (let i = 1; i < 50; i++) assert.equal(limiter.take('a', later(i)).ok, false);
    assert.equal(limiter.take('a', later(60)).ok, true);
  });

  test('keys idle for a whole window are forgotten', () => {
    const limiter = new MintRateLimiter(1);
    for (let i = 0; i < 100; i++) limiter.take(`k${i}`, NOW);
    limiter.take('z', later(120));
    assert.equal((limiter as unknown as { mints: Map<string, number[]> }).mints.size, 1);
  });
});
