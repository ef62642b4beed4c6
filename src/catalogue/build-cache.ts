/**
 * Derived state kept between starts, in the state folder's `cache/` (EXREF_CACHE_DIR): the checked exercise records
 * and, per language, the verdict on its translation file (well-formed, and its coverage), its view data and its
 * search state. Building the tables is most of
 * what a language costs (150 ms or more each on a small machine); read back, they cost a few milliseconds. So a restart checks
 * no translation file before listening, and a language is servable within a few milliseconds of being asked: its
 * view data (names, aggregates, filter aliases) and its search state (index tables, typo table, name terms) are read
 * back whole.
 *
 * An entry is keyed by what it was derived from: the identity of each source file (device, inode, size and
 * modification time in nanoseconds) and a fingerprint of the code that derives it. Anything else is a miss and the
 * state is built as on a first start. Entries are written after the fact, atomically (temporary file, rename) and
 * without fsync: a lost or torn entry is a miss, never a wrong answer, since a file that does not read back as a
 * whole, well-shaped entry under the expected key is ignored.
 */
import { createHash } from 'node:crypto';
import { closeSync, mkdirSync, openSync, readFileSync, readSync, statSync } from 'node:fs';
import { rename, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import v8 from 'node:v8';
import type { LanguageCoverage } from '../i18n/translations.ts';
import { DEFAULT_LANG } from '../i18n/languages.ts';
import type { SearchState, ViewData } from './language-view.ts';
import { sharedStrings } from './load-exercises.ts';
import type { ExerciseRecord } from './model.ts';

/** What a cached translation verdict holds: the file was well-formed; its coverage as measured then. */
export interface CachedCheck {
  coverage: LanguageCoverage;
}

export interface CacheStats {
  hits: number;
  misses: number;
  writes: number;
  /** Entries that could not be written (a read-only folder, a full disk): the service runs on, without them. */
  failures: number;
}

/**
 * The code the cached state depends on: the analyzer and its aliases, the table builders (the index, its typo
 * table and the edit distance it is built with), the view that turns records into search documents, the record
 * model and loader, and the language and translation code (folding, aliases, coverage). Their bytes are hashed once
 * per process, so a changed build of any of them is a new key and no old state is ever read by new code.
 */
const SOURCES = [
  '../search/analyzer', '../search/aliases', '../search/index-tables', '../search/search-index', '../search/deletion-table',
  '../search/edit-distance', './language-view', './load-exercises', './model', '../i18n/languages', '../i18n/translations', './build-cache',
];

let fingerprint: string | null = null;
function codeFingerprint(): string {
  if (fingerprint !== null) return fingerprint;
  const here = fileURLToPath(import.meta.url);
  const ext = path.extname(here);
  // Built, every module is in one file (dist/exref.js): that whole file is the code, and a new build of anything in
  // it builds the cache anew once. Run from source, this module is a file of its own among the others.
  const files = path.basename(here, ext) === 'build-cache' ? SOURCES.map((rel) => path.resolve(path.dirname(here), rel + ext)) : [here];
  const hash = createHash('sha256');
  for (const file of files) hash.update(readFileSync(file));
  return (fingerprint = hash.digest('base64url').slice(0, 16));
}

/**
 * A file's identity: a file replaced or edited in any way the kernel records is a different file. The change time
 * counts too: an edit that keeps the size and sets the modification time back (`cp -p`, `rsync -t`, `touch -r`,
 * normalised build timestamps) still moves it, and nothing outside the kernel can set it.
 */
export function fileIdentity(file: string): string {
  const s = statSync(file, { bigint: true });
  return `${s.dev}:${s.ino}:${s.size}:${s.mtimeNs}:${s.ctimeNs}`;
}

/** Temporary files of this process get a serial: two writes of one entry never share one. */
let tmpSerial = 0;

const LANG = /^[a-z]{2}-[a-z]{2}$/;

type Kind = 'records' | 'check' | 'view' | 'search';

/** An entry is its key on the first line, then the value as v8.serialize wrote it. */
function entryHead(key: string): Buffer {
  return Buffer.from(`${key}\n`, 'utf8');
}

export class BuildCache {
  private readonly counters: CacheStats = { hits: 0, misses: 0, writes: 0, failures: 0 };
  private made = false;
  /** Writes not yet done. */
  private readonly writing = new Set<Promise<void>>();
  private closed = false;

  /** `dir` null: no cache (every start builds everything). `onError` hears about entries that could not be written. */
  constructor(readonly dir: string | null, private readonly onError: (err: Error) => void = () => undefined) {}

  stats(): CacheStats {
    return { ...this.counters };
  }

  /** The key of state derived from `files` (paths), or null when one cannot be read (nothing is cached then). */
  keyOf(files: readonly string[]): string | null {
    if (this.dir === null) return null;
    try {
      return `${codeFingerprint()} ${files.map(fileIdentity).join(' ')}`;
    } catch {
      return null;
    }
  }

  /** The cached verdict on a language's translation file under `key`, or undefined. */
  check(lang: string, key: string | null): CachedCheck | undefined {
    if (this.dir === null) return undefined;
    const entry = this.read(lang, 'check', key) as CachedCheck | undefined;
    const c = entry?.coverage;
    const ok = c !== undefined && c.lang === lang && Number.isInteger(c.strings) && Number.isInteger(c.translated) &&
      typeof c.ratio === 'number' && Array.isArray(c.missing);
    return this.count(ok ? entry : undefined);
  }

  /**
   * The checked exercise records under `key`, or null, with shared step sentences one string again, as
   * checkExercises() makes them (the serialized form holds a copy each).
   */
  records(key: string | null): ExerciseRecord[] | null {
    if (this.dir === null) return null;
    const list = this.read(DEFAULT_LANG, 'records', key) as ExerciseRecord[] | undefined;
    const ok = Array.isArray(list) && list.every((r) => typeof r === 'object' && r !== null && Number.isInteger(r.id) &&
      typeof r.name === 'string' && Array.isArray(r.steps) && Array.isArray(r.videos) && Array.isArray(r.primary_muscles) && Array.isArray(r.grips));
    if (!ok) return this.count<ExerciseRecord[]>(undefined) ?? null;
    const shared = sharedStrings();
    for (const r of list) r.steps = r.steps.map(shared);
    return this.count(list) ?? null;
  }

  /** A language's cached view data under `key`, for `documents` exercises, or null. */
  view(lang: string, key: string | null, documents: number): ViewData | null {
    if (this.dir === null) return null;
    const v = this.read(lang, 'view', key) as ViewData | undefined;
    const ok = v !== undefined && Array.isArray(v.names) && v.names.length === documents && Array.isArray(v.minimal) &&
      v.minimal.length === documents && typeof v.statistics === 'string' && v.categoryAliases instanceof Map &&
      v.muscleAliases instanceof Map && v.gripAliases instanceof Map;
    return this.count(ok ? v : undefined) ?? null;
  }

  /** A language's cached search state under `key`, for `documents` exercises (when given), or null. */
  search(lang: string, key: string | null, documents?: number): SearchState | null {
    if (this.dir === null) return null;
    const s = this.read(lang, 'search', key) as SearchState | undefined;
    const t = s?.tables;
    const n = documents ?? t?.ids?.length;
    const ok = t !== undefined && t.lang === lang && t.ids instanceof Float64Array && t.ids.length === n &&
      t.postStart instanceof Uint32Array && t.postDocs instanceof Int32Array && Array.isArray(t.vocab) &&
      t.typos instanceof Float64Array && Array.isArray(s!.nameTerms) && s!.nameTerms.length === n;
    // Deserialized typed arrays are views into the file's bytes: copied out, the rest of the file can be collected.
    if (ok) for (const [field, value] of Object.entries(t)) if (ArrayBuffer.isView(value)) (t as unknown as Record<string, unknown>)[field] = (value as Float64Array).slice();
    return this.count(ok ? s : undefined) ?? null;
  }

  /** Writes an entry in the background; a failure is counted and reported, never thrown. */
  store(lang: string, kind: Kind, key: string | null, value: ExerciseRecord[] | CachedCheck | ViewData | SearchState): Promise<void> {
    const file = this.entryFile(lang, kind, key);
    if (file === null || this.closed) return Promise.resolve();
    // Serialized on a later turn of the event loop (milliseconds for a large entry), never on the way to listening
    // or inside a build slice: what is stored is never changed once built.
    const write = new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
      if (!this.made) mkdirSync(path.dirname(file), { recursive: true });
      this.made = true;
      const tmp = `${file}.${process.pid}.${++tmpSerial}.tmp`;
      return writeFile(tmp, Buffer.concat([entryHead(key!), v8.serialize(value)])).then(() => rename(tmp, file)).catch(async (err: unknown) => {
        await unlink(tmp).catch(() => undefined);
        throw err;
      });
    }).then(() => {
      this.counters.writes++;
    }, (err: unknown) => this.failed(err)).finally(() => this.writing.delete(write));
    this.writing.add(write);
    return write;
  }

  /** Stops writing (the service stops): the entries being written are finished, no new one is started. */
  async close(): Promise<void> {
    this.closed = true;
    while (this.writing.size > 0) await Promise.all(this.writing);
  }

  /**
   * Whether an entry under `key` is there, from its first line alone (what a start uses to leave a cached language
   * to its first request instead of loading it in the background). A torn entry still reads as a miss later.
   */
  has(lang: string, kind: 'view' | 'search', key: string | null): boolean {
    const file = this.entryFile(lang, kind, key);
    if (file === null) return false;
    const head = entryHead(key!);
    const buf = Buffer.alloc(head.length);
    let fd: number | undefined;
    try {
      fd = openSync(file, 'r');
      return readSync(fd, buf, 0, buf.length, 0) === buf.length && buf.equals(head);
    } catch {
      return false;
    } finally {
      if (fd !== undefined) closeSync(fd);
    }
  }

  /** Where the entry of `lang` and `kind` lives; null when nothing is kept (no cache, no key, not a language). */
  private entryFile(lang: string, kind: Kind, key: string | null): string | null {
    return this.dir === null || key === null || !LANG.test(lang) ? null : path.join(this.dir, `${lang}.${kind}`);
  }

  private read(lang: string, kind: Kind, key: string | null): unknown {
    const file = this.entryFile(lang, kind, key);
    if (file === null) return undefined;
    try {
      const bytes = readFileSync(file);
      const head = entryHead(key!);
      if (bytes.length <= head.length || !bytes.subarray(0, head.length).equals(head)) return undefined;
      return v8.deserialize(bytes.subarray(head.length));
    } catch {
      return undefined; // missing, torn or from another version of V8: built again
    }
  }

  private count<T>(value: T | undefined): T | undefined {
    if (value === undefined) this.counters.misses++;
    else this.counters.hits++;
    return value;
  }

  private failed(err: unknown): void {
    this.counters.failures++;
    this.onError(err instanceof Error ? err : new Error(String(err)));
  }
}

/** No cache at all: every start derives everything (tests and `exref data check`). */
export const NO_CACHE = new BuildCache(null);
