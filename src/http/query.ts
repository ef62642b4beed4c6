/**
 * The query string of a request, parsed without building a URLSearchParams: one split over the raw text, and
 * percent-decoding only for the components that need it. Decoding matches URLSearchParams exactly: `+` is a space,
 * and a component that decodeURIComponent refuses (a stray `%`, bytes that are not UTF-8) is decoded the
 * WHATWG way, by URLSearchParams itself.
 */

/** What the parameter checks read from a query: URLSearchParams fits too. */
export interface QueryLike {
  get(name: string): string | null;
  getAll(name: string): string[];
  has(name: string): boolean;
}

const NONE: string[] = [];

function decode(raw: string): string {
  const plus = raw.includes('+');
  if (!plus && !raw.includes('%')) return raw;
  try {
    return decodeURIComponent(plus ? raw.replace(/\+/g, ' ') : raw);
  } catch {
    return new URLSearchParams(`a=${raw}`).get('a') ?? '';
  }
}

export class Query implements QueryLike {
  /** Names and values, decoded, in order: [name, value, name, value, ...]. */
  private constructor(private readonly pairs: readonly string[]) {}

  /** Parses the text after `?` (without it). */
  static parse(text: string): Query {
    if (text === '') return EMPTY;
    const pairs: string[] = [];
    let start = 0;
    while (start <= text.length) {
      let end = text.indexOf('&', start);
      if (end < 0) end = text.length;
      if (end > start) {
        const eq = text.indexOf('=', start);
        if (eq < 0 || eq > end) pairs.push(decode(text.slice(start, end)), '');
        else pairs.push(decode(text.slice(start, eq)), decode(text.slice(eq + 1, end)));
      }
      start = end + 1;
    }
    return new Query(pairs);
  }

  /** The first value of `name`, as URLSearchParams.get. */
  get(name: string): string | null {
    const p = this.pairs;
    for (let i = 0; i < p.length; i += 2) if (p[i] === name) return p[i + 1]!;
    return null;
  }

  getAll(name: string): string[] {
    const p = this.pairs;
    let all: string[] | undefined;
    for (let i = 0; i < p.length; i += 2) if (p[i] === name) (all ??= []).push(p[i + 1]!);
    return all ?? NONE;
  }

  has(name: string): boolean {
    const p = this.pairs;
    for (let i = 0; i < p.length; i += 2) if (p[i] === name) return true;
    return false;
  }
}

const EMPTY = new (Query as unknown as new (pairs: readonly string[]) => Query)([]);

/**
 * The origin form (`/path?query`) of a request target. RFC 9112 3.2.2: a server must accept the absolute form
 * (`http://host/path?query`) that a client talking to a proxy sends, and route it by its path. Any other target is
 * returned as it is (`*`, a path), to be matched or refused by the router.
 */
export function originForm(target: string): string {
  if (target.charCodeAt(0) === 0x2f) return target;
  const m = /^https?:\/\/[^/?#]*/i.exec(target);
  if (m === null) return target;
  const rest = target.slice(m[0].length);
  return rest.charCodeAt(0) === 0x2f ? rest : `/${rest}`;
}
