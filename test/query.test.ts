import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { Query, originForm } from '../src/http/query.ts';

/** Query must read every query string exactly as URLSearchParams does: it replaced it on the request path. */
const CASES: [string, string][] = [
  ['empty', ''],
  ['plain pairs', 'limit=20&offset=40'],
  ['a repeated name', 'muscles=Chest&muscles=Lats&muscles='],
  ['plus is a space', 'q=bench+press&search=a+b+c'],
  ['percent-encoded UTF-8', 'q=%C3%BCbung&lang=de-DE&name=%E4%BD%A0%E5%A5%BD'],
  ['an encoded name', '%74oken=abc&%6C%61ng=fr-fr'],
  ['a stray percent', 'q=100%&r=%zz&s=%4'],
  ['bytes that are not UTF-8', 'q=%FF%FE&r=%C3'],
  ['a name without value, and empty pieces', 'detail&&=x&a=&=&b=1=2'],
  ['an encoded ampersand and equals sign', 'q=a%26b%3Dc&x=%2B'],
  ['a plus inside a percent run', 'q=%2B+%20+'],
];

describe('Query', () => {
  for (const [name, text] of CASES) {
    test(`reads ${name} as URLSearchParams does`, () => {
      const ours = Query.parse(text);
      const ref = new URLSearchParams(text);
      const names = new Set([...ref.keys(), 'missing', 'q', 'token']);
      for (const n of names) {
        assert.deepEqual(ours.getAll(n), ref.getAll(n), `getAll(${JSON.stringify(n)})`);
        assert.equal(ours.get(n), ref.get(n), `get(${JSON.stringify(n)})`);
        assert.equal(ours.has(n), ref.has(n), `has(${JSON.stringify(n)})`);
      }
    });
  }

  test('gives the first value to get and every value, in order, to getAll', () => {
    const q = Query.parse('a=1&b=2&a=3');
    assert.equal(q.get('a'), '1');
    assert.deepEqual(q.getAll('a'), ['1', '3']);
  });
});

describe('originForm', () => {
  test('the absolute form becomes the path and query; anything else is left as it is', () => {
    assert.equal(originForm('http://exref.example/exercises?limit=2'), '/exercises?limit=2');
    assert.equal(originForm('HTTPS://exref.example:8443/search?q=a/b'), '/search?q=a/b');
    assert.equal(originForm('http://exref.example'), '/');
    assert.equal(originForm('http://exref.example?x=1'), '/?x=1');
    assert.equal(originForm('/exercises'), '/exercises');
    assert.equal(originForm('*'), '*');
    assert.equal(originForm('ftp://exref.example/x'), 'ftp://exref.example/x');
  });
});
