import assert from 'node:assert/strict';
import type { Route } from './route-types.ts';

export type RouteMatch =
  | { kind: 'found'; route: Route; pathParams: Record<string, string> }
  | { kind: 'method-not-allowed'; allow: string[] }
  | { kind: 'not-found' };

interface Compiled {
  route: Route;
  /** Literal segments (`param` empty), or parameters (`literal` null); a rest parameter may only come last. */
  segments: Segment[];
  /** Ends with a rest parameter: it then matches any number of further segments. */
  rest: boolean;
}

/** One shape for every segment, so the matching loop stays monomorphic. */
interface Segment {
  literal: string | null;
  param: string;
  rest: boolean;
}

/**
 * A tiny router over the route table. Static paths are one Map lookup; templated paths are matched segment by
 * segment. Misconfiguration (duplicate method and path, a rest parameter not at the end) fails at start-up.
 */
export class Router {
  private readonly staticRoutes = new Map<string, Map<string, Route>>();
  private readonly dynamicRoutes: Compiled[] = [];
  /** Templated routes by their first segment when it is literal (`exercises` for /exercises/{id}); the rest in ''. */
  private readonly byFirst = new Map<string, Compiled[]>();

  constructor(routes: readonly Route[]) {
    const seen = new Set<string>();
    for (const route of routes) {
      const signature = `${route.method} ${route.path.replace(/\{[^}]+\}/g, '{}')}`;
      assert(!seen.has(signature), `route table: ${signature} is declared twice`);
      seen.add(signature);
      assert(route.path.startsWith('/'), `route table: ${route.id} path must start with "/"`);
      const segments = route.path.split('/').slice(1).map((s, i, all) => {
        const m = /^\{([a-z_]+)(\*?)\}$/.exec(s);
        if (!m) return { literal: s, param: '', rest: false };
        assert(m[2] === '' || i === all.length - 1, `route table: ${route.id} has a rest parameter before the end`);
        assert(route.params.some((p) => p.in === 'path' && p.name === m[1]), `route table: ${route.id} does not declare path parameter ${m[1]}`);
        return { literal: null, param: m[1]!, rest: m[2] === '*' };
      });
      if (segments.every((s) => s.literal !== null)) {
        let byMethod = this.staticRoutes.get(route.path);
        if (!byMethod) this.staticRoutes.set(route.path, (byMethod = new Map()));
        byMethod.set(route.method, route);
      } else {
        this.dynamicRoutes.push({ route, segments, rest: segments[segments.length - 1]!.rest });
      }
    }
    const wild = this.dynamicRoutes.filter((c) => c.segments[0]!.literal === null);
    for (const c of this.dynamicRoutes) {
      const first = c.segments[0]!;
      if (first.literal === null) continue;
      let list = this.byFirst.get(first.literal);
      if (!list) this.byFirst.set(first.literal, (list = [...wild]));
      list.push(c);
    }
    this.byFirst.set('', wild);
  }

  /** Finds the route for a method and a raw (still percent-encoded) path. HEAD is answered by GET routes. */
  find(method: string, rawPath: string): RouteMatch {
    const lookup = method === 'HEAD' ? 'GET' : method;
    const byMethod = this.staticRoutes.get(rawPath);
    if (byMethod) {
      const route = byMethod.get(lookup);
      if (route) return { kind: 'found', route, pathParams: {} };
    }
    // parts[0] is what precedes the first "/" (nothing, in a path): segment i of a route is parts[i + 1].
    const parts = rawPath.split('/');
    // Only the routes that can match: those starting with this literal segment, and those starting with a parameter.
    const candidates = (parts.length > 1 ? this.byFirst.get(parts[1]!) : undefined) ?? this.byFirst.get('')!;
    let allow: Set<string> | null = null;
    for (const compiled of candidates) {
      const params = matchSegments(compiled, parts, rawPath);
      if (!params) continue;
      if (compiled.route.method === lookup) return { kind: 'found', route: compiled.route, pathParams: params };
      (allow ??= new Set()).add(compiled.route.method);
    }
    if (byMethod) for (const m of byMethod.keys()) (allow ??= new Set()).add(m);
    if (allow === null) return { kind: 'not-found' };
    if (allow.has('GET')) allow.add('HEAD');
    return { kind: 'method-not-allowed', allow: [...allow].sort() };
  }
}

function matchSegments(compiled: Compiled, parts: string[], rawPath: string): Record<string, string> | null {
  const { segments } = compiled;
  const count = parts.length - 1;
  if (compiled.rest ? count < segments.length : count !== segments.length) return null;
  for (let i = 0; i < segments.length; i++) {
    const literal = segments[i]!.literal;
    if (literal !== null && parts[i + 1] !== literal) return null;
  }
  const params: Record<string, string> = {};
  for (let i = 0; i < segments.length; i++) {
    const seg = segments[i]!;
    if (seg.literal !== null) continue;
    if (seg.rest) {
      // The rest of the path as it came: from the start of part i + 1 (every part before it and its "/"), not
      // parts sliced and joined again.
      let at = i;
      for (let k = 0; k <= i; k++) at += parts[k]!.length;
      const rest = rawPath.slice(at + 1);
      if (rest === '') return null;
      params[seg.param] = rest;
      return params;
    }
    const part = parts[i + 1]!;
    if (part === '') return null;
    params[seg.param] = part;
  }
  return params;
}
