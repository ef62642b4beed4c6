import assert from 'node:assert/strict';
import type { Route } from './route-types.ts';

export type RouteMatch =
  | { kind: 'found'; route: Route; pathParams: Record<string, string> }
  | { kind: 'method-not-allowed'; allow: string[] }
  | { kind: 'not-found' };

/** A route that ends at a node, with the names of its path parameters in path order. */
interface Ending {
  route: Route;
  names: string[];
}

/**
 * One segment position of the templated routes. The path is walked one segment at a time: a literal segment is
 * compared in place, a parameter takes any non-empty segment, a rest parameter takes everything left. Literals are
 * tried before the parameter, the parameter before the rest, and a branch that leads nowhere is left for the next
 * one (so /bodymaps/routines/7 and /bodymaps/{id} can live side by side).
 */
interface TreeNode {
  /** Literal segments and where they lead: a few per node, compared in place (no segment is cut out of the path). */
  literals: { text: string; node: TreeNode }[];
  param: TreeNode | null;
  /** Routes whose path ends here, by method. */
  ends: Map<string, Ending> | null;
  /** Routes whose rest parameter starts here, by method. */
  restEnds: Map<string, Ending> | null;
}

const newNode = (): TreeNode => ({ literals: [], param: null, ends: null, restEnds: null });

/**
 * A tiny router over the route table. Static paths are one Map lookup; templated paths walk a tree of segments,
 * which compares each segment with the few literals that may follow the previous one and cuts out of the path only
 * the parameters' values. Misconfiguration (duplicate method and path, a rest parameter not at the end, an
 * undeclared path parameter) fails at start-up.
 */
export class Router {
  private readonly staticRoutes = new Map<string, Map<string, Route>>();
  private readonly root = newNode();
  /** Every method some route answers, HEAD with GET, sorted. */
  readonly methods: readonly string[];

  constructor(routes: readonly Route[]) {
    const seen = new Set<string>();
    this.methods = answered(new Set(routes.map((r) => r.method)));
    for (const route of routes) {
      const signature = `${route.method} ${route.path.replace(/\{[^}]+\}/g, '{}')}`;
      assert(!seen.has(signature), `route table: ${signature} is declared twice`);
      seen.add(signature);
      assert(route.path.startsWith('/'), `route table: ${route.id} path must start with "/"`);
      const segments = route.path.split('/').slice(1);
      if (!segments.some((s) => s.startsWith('{'))) {
        let byMethod = this.staticRoutes.get(route.path);
        if (!byMethod) this.staticRoutes.set(route.path, (byMethod = new Map()));
        byMethod.set(route.method, route);
        continue;
      }
      let node = this.root;
      let endsIn: 'ends' | 'restEnds' = 'ends';
      const names: string[] = [];
      for (const [i, s] of segments.entries()) {
        const m = /^\{([a-z_]+)(\*?)\}$/.exec(s);
        if (!m) {
          let next = node.literals.find((l) => l.text === s)?.node;
          if (!next) node.literals.push({ text: s, node: (next = newNode()) });
          node = next;
          continue;
        }
        assert(route.params.some((p) => p.in === 'path' && p.name === m[1]), `route table: ${route.id} does not declare path parameter ${m[1]}`);
        names.push(m[1]!);
        if (m[2] === '*') {
          assert(i === segments.length - 1, `route table: ${route.id} has a rest parameter before the end`);
          endsIn = 'restEnds';
          break;
        }
        node = node.param ??= newNode();
      }
      (node[endsIn] ??= new Map()).set(route.method, { route, names });
    }
  }

  /** Finds the route for a method and a raw (still percent-encoded) path. HEAD is answered by GET routes. */
  find(method: string, rawPath: string): RouteMatch {
    const lookup = method === 'HEAD' ? 'GET' : method;
    const byMethod = this.staticRoutes.get(rawPath);
    if (byMethod) {
      const route = byMethod.get(lookup);
      if (route) return { kind: 'found', route, pathParams: {} };
    }
    const values: string[] = [];
    const ending = rawPath.charCodeAt(0) === SLASH ? walk(this.root, rawPath, 1, values, lookup, null) : null;
    if (ending !== null) {
      const pathParams: Record<string, string> = {};
      for (let i = 0; i < values.length; i++) pathParams[ending.names[i]!] = values[i]!;
      return { kind: 'found', route: ending.route, pathParams };
    }
    // Not found for this method: the methods the path is known under, for a 405 and its Allow.
    const allow = new Set<string>(byMethod?.keys());
    if (rawPath.charCodeAt(0) === SLASH) walk(this.root, rawPath, 1, [], lookup, allow);
    if (allow.size === 0) return { kind: 'not-found' };
    return { kind: 'method-not-allowed', allow: answered(allow) };
  }
}

/** The methods answered for routes of `declared` methods, as an Allow header lists them: HEAD wherever GET is, sorted. */
function answered(declared: Set<string>): string[] {
  if (declared.has('GET')) declared.add('HEAD');
  return [...declared].sort();
}

const SLASH = 0x2f;

/**
 * Matches the rest of `path`, from `start` (just after a "/"), below `node`. Returns the ending for `method`, with
 * the parameters' values pushed on `values`; or, given `allow`, returns nothing and adds the method of every route
 * the path matches.
 */
function walk(node: TreeNode, path: string, start: number, values: string[], method: string, allow: Set<string> | null): Ending | null {
  const slash = path.indexOf('/', start);
  const end = slash < 0 ? path.length : slash;
  for (const { text, node: next } of node.literals) {
    if (text.length !== end - start || !path.startsWith(text, start)) continue;
    const found = slash < 0 ? pick(next.ends, method, allow) : walk(next, path, slash + 1, values, method, allow);
    if (found !== null) return found;
  }
  if (node.param !== null && end > start) {
    values.push(path.slice(start, end));
    const found = slash < 0 ? pick(node.param.ends, method, allow) : walk(node.param, path, slash + 1, values, method, allow);
    if (found !== null) return found;
    values.pop();
  }
  if (node.restEnds !== null && start < path.length) {
    values.push(path.slice(start));
    const found = pick(node.restEnds, method, allow);
    if (found !== null) return found;
    values.pop();
  }
  return null;
}

function pick(ends: Map<string, Ending> | null, method: string, allow: Set<string> | null): Ending | null {
  if (ends === null) return null;
  if (allow === null) return ends.get(method) ?? null;
  for (const m of ends.keys()) allow.add(m);
  return null;
}
