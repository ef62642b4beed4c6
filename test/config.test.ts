import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { boundBaseUrl, loadConfig } from '../src/config.ts';

describe('loadConfig', () => {
  test('defaults match the README', () => {
    const c = loadConfig({}, '/srv/exref');
    assert.equal(c.port, 8080);
    assert.equal(c.host, '127.0.0.1');
    assert.equal(c.publicBaseUrl, 'http://127.0.0.1:8080');
    assert.equal(c.dataDir, '/srv/exref/data');
    assert.equal(c.mediaDir, '/srv/exref/media');
    assert.equal(c.stateDir, '/srv/exref/var');
    assert.deepEqual(c.mediaTokenSecrets, []);
    assert.equal(c.mediaTokenTtlSeconds, 900);
    assert.equal(c.ledgerDurability, 'sync');
    assert.equal(c.trustProxy, false);
  });

  test('PUBLIC_BASE_URL loses its trailing slash; secrets split on commas for rotation', () => {
    const c = loadConfig({ PUBLIC_BASE_URL: 'https://api.example.com/', MEDIA_TOKEN_SECRET: 'current-secret-0123456789, previous-secret-0123456789' });
    assert.equal(c.publicBaseUrl, 'https://api.example.com');
    assert.deepEqual(c.mediaTokenSecrets, ['current-secret-0123456789', 'previous-secret-0123456789']);
  });

  test('a base derived from PORT=0 names the bound port; a given PUBLIC_BASE_URL or a fixed port is kept', () => {
    assert.equal(boundBaseUrl(loadConfig({ PORT: '0' }), 40123), 'http://127.0.0.1:40123');
    assert.equal(boundBaseUrl(loadConfig({ PORT: '0', HOST: '0.0.0.0' }), 40123), 'http://127.0.0.1:40123');
    assert.equal(boundBaseUrl(loadConfig({ PORT: '0', HOST: '::1' }), 40123), 'http://[::1]:40123');
    assert.equal(boundBaseUrl(loadConfig({ PORT: '0', PUBLIC_BASE_URL: 'https://api.example.com' }), 40123), 'https://api.example.com');
    assert.equal(boundBaseUrl(loadConfig({ PORT: '8080' }), 8080), 'http://127.0.0.1:8080');
  });

  const bad: [Record<string, string>, RegExp][] = [
    [{ PORT: 'eighty' }, /PORT="eighty" is not allowed: expected an integer from 0 to 65535$/],
    [{ PORT: '70000' }, /PORT/],
    [{ PUBLIC_BASE_URL: 'ftp://x' }, /PUBLIC_BASE_URL.*http/],
    [{ PUBLIC_BASE_URL: 'not a url' }, /PUBLIC_BASE_URL/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL="loud" is not allowed: expected one of debug, info, warn, error, silent/],
    [{ MEDIA_TOKEN_SECRET: 'short' }, /MEDIA_TOKEN_SECRET.*16/],
    [{ MEDIA_FALLBACK_ORIGIN: 'http://cdn.example/?x=1' }, /MEDIA_FALLBACK_ORIGIN/],
    [{ TRUST_PROXY: 'perhaps' }, /TRUST_PROXY/],
    [{ LEDGER_DURABILITY: 'never' }, /LEDGER_DURABILITY/],
  ];
  for (const [env, message] of bad) {
    test(`refuses ${JSON.stringify(env)} naming the variable`, () => {
      assert.throws(() => loadConfig(env), message);
    });
  }
});

describe('loadConfig: the shared store', () => {
  test('Redis is off and one worker runs by default; the prefix defaults to exref:', () => {
    const c = loadConfig({});
    assert.deepEqual([c.redisUrl, c.redisPrefix, c.workers], [null, 'exref:', 1]);
  });

  test('redis:// and rediss:// URLs with user and password are taken as given', () => {
    for (const url of ['redis://127.0.0.1:6379', 'rediss://exref:s3cret@redis.internal:6380/2']) {
      assert.equal(loadConfig({ EXREF_REDIS_URL: url, EXREF_WORKERS: '4', EXREF_REDIS_PREFIX: 'staging:' }).redisUrl, url);
    }
  });

  const refused: [Record<string, string>, RegExp][] = [
    [{ EXREF_REDIS_URL: 'http://127.0.0.1:6379' }, /EXREF_REDIS_URL is not allowed: expected a redis:\/\/ or rediss:\/\/ URL/],
    [{ EXREF_REDIS_URL: 'not a url' }, /EXREF_REDIS_URL is not allowed/],
    [{ EXREF_WORKERS: '0' }, /EXREF_WORKERS="0" is not allowed/],
  ];
  for (const [env, message] of refused) {
    test(`refuses ${JSON.stringify(env)} naming the variable`, () => {
      assert.throws(() => loadConfig(env), message);
    });
  }

  test('a refused URL never echoes its password', () => {
    assert.throws(() => loadConfig({ EXREF_REDIS_URL: 'http://user:hunter2@host' }), (err: Error) => !err.message.includes('hunter2'));
  });
});
