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
/** What one entry costs besides its body and key: the Map slot, the reply object. */
const ENTRY_OVERHEAD = 200;

interface Entry {
  reply: Reply;
  bytes: number;
}

/**
 * The kept replies of one server. They belong to one catalogue at a time: the first request of a new catalogue
 * drops those of the old one, and a request still running on the old one after a reload keeps nothing.
 */
export class ReplyCache {
  private owner: Catalogue | null = null;
  /** In insertion order: the first entries are the oldest. */
  private readonly entries = new Map<string, Entry>();
  private heldBytes = 0;

  constructor(private readonly current: () => Catalogue, private readonly maxBytes = MAX_BYTES) {}

  get(catalogue: Catalogue, key: string): Reply | undefined {
    return catalogue === this.owner ? this.entries.get(key)?.reply : undefined;
  }

  /**
   * Keeps a 200 reply of bytes and returns it in its kept form (one Buffer and its ETag), which send uses as is.
   * Streams and other statuses are returned unchanged; a body too large to share the budget is not kept.
   */
  keep(catalogue: Catalogue, key: string, reply: Reply): Reply {
    if (reply.stream || (reply.status ?? 200) !== 200) return reply;
    const body = bodyBytes(reply.body);
    const kept: Reply = { status: 200, headers: reply.headers, body, etag: etagOf(body, reply.body) };
    const bytes = body.length + key.length * 2 + ENTRY_OVERHEAD;
    if (bytes > this.maxBytes / 16) return kept;
    if (catalogue !== this.owner) {
      if (catalogue !== this.current()) return kept;
      this.entries.clear();
      this.heldBytes = 0;
      this.owner = catalogue;
    }
    const replaced = this.entries.get(key);
    if (replaced !== undefined) {
      this.entries.delete(key);
      this.heldBytes -= replaced.bytes;
    }
    this.entries.set(key, { reply: kept, bytes });
    this.heldBytes += bytes;
    for (const [oldest, entry] of this.entries) {
      if (this.heldBytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.heldBytes -= entry.bytes;
    }
    return kept;
  }

  /** Bytes held and entries, for tests. */
  stats(): { bytes: number; entries: number } {
    return { bytes: this.heldBytes, entries: this.entries.size };
  }
}

/**
 * The key of a request to a `reuse` route: every declared parameter in table order, the language, the base URL.
 * Text values carry their length, so no value can pass for two (a search for "a\nb" is not "a" then "b").
 */
export function replyKey(route: Route, ctx: RequestContext): string {
  let key = `${route.id}\n${ctx.lang}\n${ctx.baseUrl}\n${route.reuse!.vary?.(ctx) ?? ''}\n`;
  const params = ctx.params;
  for (const spec of route.params) {
    const v = params[spec.name];
    if (v === undefined) key += '-';
    else if (typeof v === 'string') key += `${v.length}:${v}`;
    else if (Array.isArray(v)) for (const item of v) key += `[${item.length}:${item}`;
    else key += String(v);
    key += '\n';
  }
  return key;
}
