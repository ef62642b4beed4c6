import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { parseParams, parseValue } from '../src/http/params.ts';
import type { ParamSpec } from '../src/http/route-types.ts';

const limit: ParamSpec = { name: 'limit', in: 'query', type: 'integer', minimum: 1, maximum: 100, default: 20, description: '' };
const flag: ParamSpec = { name: 'detail', in: 'query', type: 'boolean', default: false, description: '' };
const level: ParamSpec = { name: 'difficulty', in: 'query', type: 'string', enum: ['Novice', 'Advanced'], caseInsensitive: true, description: '' };
const words: ParamSpec = { name: 'q', in: 'query', type: 'string', minLength: 2, maxLength: 5, required: true, description: '' };
const tags: ParamSpec = { name: 'muscles', in: 'query', type: 'string', repeatable: true, description: '' };
const id: ParamSpec = { name: 'exercise_id', in: 'path', type: 'integer', minimum: 0, required: true, description: '' };

describe('parseValue', () => {
  const cases: [ParamSpec, string, unknown][] = [
    [limit, '20', 20],
    [limit, ' 7 ', 7],
    [flag, 'true', true],
    [flag, 'YES', true],
    [flag, '0', false],
    [level, 'novice', 'Novice'],
    [level, 'ADVANCED', 'Advanced'],
    [words, 'ab', 'ab'],
    [words, 'ñandú', 'ñandú'],
  ];
  for (const [spec, raw, value] of cases) {
    test(`accepts ${spec.name}=${JSON.stringify(raw)} as ${JSON.stringify(value)}`, () => {
      assert.deepEqual(parseValue(spec, raw, ['query', spec.name]), { value });
    });
  }

  const failures: [ParamSpec, string, string][] = [
    [limit, '0', 'greater_than_equal'],
    [limit, '101', 'less_than_equal'],
    [limit, '1e3', 'int_parsing'],
    [limit, '', 'int_parsing'],
    [limit, '99999999999999999999', 'int_parsing_size'],
    [flag, 'maybe', 'bool_parsing'],
    [level, 'Expert', 'enum'],
    [words, 'a', 'string_too_short'],
    [words, 'abcdef', 'string_too_long'],
  ];
  for (const [spec, raw, type] of failures) {
    test(`rejects ${spec.name}=${JSON.stringify(raw)} with ${type}`, () => {
      const r = parseValue(spec, raw, ['query', spec.name]);
      assert.ok('error' in r);
      assert.equal(r.error.type, type);
      assert.equal(r.error.input, raw);
      assert.deepEqual(r.error.loc, ['query', spec.name]);
    });
  }
});

describe('parseParams', () => {
  test('applies defaults and ignores undeclared parameters', () => {
    const r = parseParams([limit, flag], {}, new URLSearchParams('unknown=1'));
    assert.deepEqual(r, { ok: true, params: { limit: 20, detail: false } });
  });

  test('collects one error per bad parameter, with the path parameter located in the path', () => {
    const r = parseParams([id, limit, words], { exercise_id: 'x' }, new URLSearchParams('limit=0'));
    assert.ok(!r.ok);
    assert.deepEqual(r.errors.map((e) => e.loc), [['path', 'exercise_id'], ['query', 'limit'], ['query', 'q']]);
    assert.equal(r.errors[2]!.type, 'missing');
  });

  test('repeatable parameters collect every value; a repeated scalar takes the last', () => {
    const r = parseParams([tags, limit], {}, new URLSearchParams('muscles=Chest&muscles=Lats&limit=5&limit=7'));
    assert.deepEqual(r, { ok: true, params: { muscles: ['Chest', 'Lats'], limit: 7 } });
  });

  test('decodes path parameters once and reports malformed percent-encoding', () => {
    assert.deepEqual(parseParams([id], { exercise_id: '%31%32' }, new URLSearchParams()), { ok: true, params: { exercise_id: 12 } });
    const bad = parseParams([id], { exercise_id: '%E0%A4%A' }, new URLSearchParams());
    assert.ok(!bad.ok);
  });
});
