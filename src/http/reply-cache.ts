/**
 * Replies kept as bytes. A route marked `reuse` answers with a function of its parameters, the language, the base
 * URL, the catalogue and whatever its `vary` names (the caller's tier, for bodymap URLs): the same request against
 * the same catalogue gets the same bytes. Those bytes and their ETag are kept, so a repeated request runs no handler,
 * joins no parts and hashes nothing. Held per catalogue (a reload starts empty) and bounded by bytes, oldest out
 * first; quota headers are never kept, they are added per request by send.
 */
import type { Catalogue } from '../catalogue/catalogue.ts';
import type { Reply, RequestContext, Route } from './route-types.ts';
import { bodyBytes, etagOf } from './send.ts';

/** A few thousand exercise bodies; a body larger than a sixteenth of it is not kept. */
const MAX_BYTES = 8 * 2 ** 20;
/** What one entry costs besides its body: the maps on its path, the reply object. */
const ENTRY_OVERHEAD = 400;

type Level = Map<unknown, unknown>;

interface Entry {
  reply: Reply;
  bytes: number;
  /** The maps from the root to this entry and the key taken in each, to remove it and the maps it leaves empty. */
  maps: Level[];
  keys: unknown[];
}

/**
 * The kept replies of one server. They belong to one catalogue at a time: the first request of a new catalogue
 * drops those of the old one, and a request still running on the old one after a reload keeps nothing.
 *
 * Replies are found through one map per part of the request (route, language, base URL, variant, then each
 * parameter's value), not under one string key: a key string built per request costs more to hash than the
 * lookups it would save, while numbers, booleans and the strings that live for the process hash at once.
 */
export class ReplyCache {
  private owner: Catalogue | null = null;
  private readonly root: Level = new Map();
  /** In insertion order: the first entries are the oldest. */
  private readonly order = new Set<Entry>();
  private heldBytes = 0;
  /** The keys get() made for a request that missed: keep() for the same request follows and uses them. */
  private missed: { ctx: RequestContext; keys: unknown[] } | null = null;

  constructor(private readonly current: () => Catalogue, private readonly maxBytes = MAX_BYTES) {}

  get(catalogue: Catalogue, route: Route, ctx: RequestContext): Reply | undefined {
    if (catalogue !== this.owner) return undefined;
    const keys = keysOf(route, ctx);
    let level: unknown = this.root;
    for (let i = 0; i < keys.length && level !== undefined; i++) level = (level as Level).get(keys[i]);
    const reply = (level as Entry | undefined)?.reply;
    if (reply === undefined) this.missed = { ctx, keys };
    return reply;
  }

  /**
   * Keeps a 200 reply of bytes and returns it in its kept form (one Buffer and its ETag), which send uses as is.
   * Streams and other statuses are returned unchanged; a body too large to share the budget is not kept.
   */
  keep(catalogue: Catalogue, route: Route, ctx: RequestContext, reply: Reply): Reply {
    const missed = this.missed;
    this.missed = null;
    if (reply.stream || (reply.status ?? 200) !== 200) return reply;
    const body = bodyBytes(reply.body);
    const kept: Reply = { status: 200, headers: reply.headers, body, etag: etagOf(body, reply.body) };
    const keys = missed?.ctx === ctx ? missed.keys : keysOf(route, ctx);
    let bytes = body.length + ENTRY_OVERHEAD;
    for (const k of keys) if (typeof k === 'string') bytes += k.length * 2;
    if (bytes > this.maxBytes / 16) return kept;
    if (catalogue !== this.owner) {
      if (catalogue !== this.current()) return kept;
      this.root.clear();
      this.order.clear();
      this.heldBytes = 0;
      this.owner = catalogue;
    }
    const maps: Level[] = [this.root];
    for (let i = 0; i < keys.length - 1; i++) {
      const level = maps[i]!;
      let next = level.get(keys[i]) as Level | undefined;
      if (next === undefined) level.set(keys[i], (next = new Map()));
      maps.push(next);
    }
    const replaced = maps[maps.length - 1]!.get(keys[keys.length - 1]) as Entry | undefined;
    if (replaced !== undefined) this.forget(replaced);
    const entry: Entry = { reply: kept, bytes, maps, keys };
    maps[maps.length - 1]!.set(keys[keys.length - 1], entry);
    this.order.add(entry);
    this.heldBytes += bytes;
    for (const oldest of this.order) {
      if (this.heldBytes <= this.maxBytes) break;
      this.forget(oldest);
    }
    return kept;
  }

  private forget(entry: Entry): void {
    this.order.delete(entry);
    this.heldBytes -= entry.bytes;
    const { maps, keys } = entry;
    maps[maps.length - 1]!.delete(keys[keys.length - 1]);
    for (let i = maps.length - 1; i > 0 && maps[i]!.size === 0; i--) maps[i - 1]!.delete(keys[i - 1]);
  }

  /** Bytes held, entries, and maps on the way to them, for tests. */
  stats(): { bytes: number; entries: number; maps: number } {
    const count = (level: Level): number => {
      let n = 1;
      for (const v of level.values()) if (v instanceof Map) n += count(v);
      return n;
    };
    return { bytes: this.heldBytes, entries: this.order.size, maps: count(this.root) };
  }
}

/**
 * What a request to a `reuse` route is kept under: the route, the language, the base URL, the variant, then every
 * declared parameter in table order (a list, rare, as its JSON text). Each is the key of one map, so no value can
 * pass for two.
 */
function keysOf(route: Route, ctx: RequestContext): unknown[] {
  const keys: unknown[] = [route, ctx.lang, ctx.baseUrl, route.reuse!.vary?.(ctx) ?? ''];
  const params = ctx.params;
  for (const spec of route.params) {
    const v = params[spec.name];
    keys.push(Array.isArray(v) ? JSON.stringify(v) : v);
  }
  return keys;
}
