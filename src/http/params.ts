import type { QueryLike } from './query.ts';
import type { ParamSpec, Params, ParamValue } from './route-types.ts';

/** One entry of a 422 body, shaped like FastAPI's (spec 2.7 ValidationError). */
export interface ValidationError {
  type: string;
  loc: (string | number)[];
  msg: string;
  input: unknown;
  ctx?: Record<string, unknown>;
}

export type ParamsResult = { ok: true; params: Params } | { ok: false; errors: ValidationError[] };

const TRUE = new Set(['1', 'true', 'on', 'yes', 't', 'y']);
const FALSE = new Set(['0', 'false', 'off', 'no', 'f', 'n']);

function quoteList(values: readonly string[]): string {
  const q = values.map((v) => `'${v}'`);
  return q.length <= 1 ? q.join('') : `${q.slice(0, -1).join(', ')} or ${q[q.length - 1]}`;
}

/** Made only on failure: a valid value allocates no closure. */
function failure(input: string, loc: (string | number)[], type: string, msg: string, ctx?: Record<string, unknown>): { error: ValidationError } {
  return { error: { type, loc, msg, input, ...(ctx ? { ctx } : {}) } };
}

/**
 * Checks one raw value against its declaration. Pure: returns the typed value or a ValidationError.
 */
export function parseValue(spec: ParamSpec, raw: string, loc: (string | number)[]): { value: ParamValue } | { error: ValidationError } {
  switch (spec.type) {
    case 'integer':
    case 'number': {
      const ok = spec.type === 'integer' ? /^\s*[+-]?\d+\s*$/.test(raw) : /^\s*[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?\s*$/.test(raw);
      if (!ok) {
        return spec.type === 'integer'
          ? failure(raw, loc, 'int_parsing', 'Input should be a valid integer, unable to parse string as an integer')
          : failure(raw, loc, 'float_parsing', 'Input should be a valid number, unable to parse string as a number');
      }
      const n = Number(raw);
      if (spec.type === 'integer' && !Number.isSafeInteger(n)) {
        return failure(raw, loc, 'int_parsing_size', 'Unable to parse input string as an integer, exceeded maximum size');
      }
      if (spec.minimum !== undefined && n < spec.minimum) {
        return failure(raw, loc, 'greater_than_equal', `Input should be greater than or equal to ${spec.minimum}`, { ge: spec.minimum });
      }
      if (spec.maximum !== undefined && n > spec.maximum) {
        return failure(raw, loc, 'less_than_equal', `Input should be less than or equal to ${spec.maximum}`, { le: spec.maximum });
      }
      return { value: n };
    }
    case 'boolean': {
      const v = raw.trim().toLowerCase();
      if (TRUE.has(v)) return { value: true };
      if (FALSE.has(v)) return { value: false };
      return failure(raw, loc, 'bool_parsing', 'Input should be a valid boolean, unable to interpret input');
    }
    case 'string': {
      if (spec.enum) {
        const match = spec.caseInsensitive
          ? spec.enum.find((e) => e.toLowerCase() === raw.toLowerCase())
          : spec.enum.find((e) => e === raw);
        if (match === undefined) {
          return failure(raw, loc, 'enum', `Input should be ${quoteList(spec.enum)}`, { expected: quoteList(spec.enum) });
        }
        return { value: match };
      }
      const length = [...raw].length;
      if (spec.minLength !== undefined && length < spec.minLength) {
        const unit = spec.minLength === 1 ? 'character' : 'characters';
        return failure(raw, loc, 'string_too_short', `String should have at least ${spec.minLength} ${unit}`, { min_length: spec.minLength });
      }
      if (spec.maxLength !== undefined && length > spec.maxLength) {
        const unit = spec.maxLength === 1 ? 'character' : 'characters';
        return failure(raw, loc, 'string_too_long', `String should have at most ${spec.maxLength} ${unit}`, { max_length: spec.maxLength });
      }
      return { value: raw };
    }
  }
}

/**
 * Validates the path and query parameters of a request against a route's declarations, collecting one error per
 * bad parameter. Undeclared query parameters are ignored (the spec: a filter an endpoint does not support is
 * ignored, not rejected). A repeated scalar parameter takes its last value, as FastAPI does.
 */
export function parseParams(specs: readonly ParamSpec[], pathParams: Record<string, string>, query: Pick<QueryLike, 'getAll'>): ParamsResult {
  const params: Params = {};
  const errors: ValidationError[] = [];
  for (const spec of specs) {
    if (spec.in === 'path') {
      const raw = pathParams[spec.name];
      if (raw === undefined) continue;
      let decoded = raw;
      try {
        if (raw.includes('%')) decoded = decodeURIComponent(raw);
      } catch {
        errors.push({ type: 'string_type', loc: ['path', spec.name], msg: 'Input should be a valid string (malformed percent-encoding)', input: raw });
        continue;
      }
      const r = parseValue(spec, decoded, ['path', spec.name]);
      if ('error' in r) errors.push(r.error);
      else params[spec.name] = r.value;
      continue;
    }
    const all = query.getAll(spec.name);
    if (spec.repeatable) {
      const values: string[] = [];
      all.forEach((raw, i) => {
        if (raw === '') return;
        const r = parseValue(spec, raw, ['query', spec.name, i]);
        if ('error' in r) errors.push(r.error);
        else values.push(r.value as string);
      });
      if (values.length > 0) params[spec.name] = values;
      continue;
    }
    const raw = all.length > 0 ? all[all.length - 1]! : undefined;
    // An empty value of an unconstrained string filter means "no filter"; anything constrained is validated.
    const unconstrained = spec.type === 'string' && !spec.enum && spec.minLength === undefined;
    if (raw === undefined || (raw === '' && unconstrained)) {
      if (spec.required) errors.push({ type: 'missing', loc: ['query', spec.name], msg: 'Field required', input: null });
      else if (spec.default !== undefined) params[spec.name] = spec.default;
      continue;
    }
    const r = parseValue(spec, raw, ['query', spec.name]);
    if ('error' in r) errors.push(r.error);
    else params[spec.name] = r.value;
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, params };
}
