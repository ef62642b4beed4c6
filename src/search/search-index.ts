/**
 * The full-text index behind GET /search and GET /exercises?search=. BM25 per field with names weighted above
 * steps; every query word must match, as a whole word, as a word prefix or, when long enough, with a typo.
 * build() precomputes one pre-scored posting list per term, so a query only looks up, merges and sorts.
 */

import { analyzerFor } from './analyzer.ts';
import type { Analyzer } from './analyzer.ts';
import { expandAlias } from './aliases.ts';

export interface SearchDocument {
  id: number;
  name: string;
  steps: readonly string[];
  /** Other names to find the document by, weighted as the name (the English name of a translated document). */
  altNames?: readonly string[];
}

export interface SearchHit {
  id: number;
  score: number;
}

const K1 = 1.2;
const B = 0.75;
const NAME_WEIGHT = 3;
const STEPS_WEIGHT = 1;
// A prefix match weighs 0.3 to 0.7 of an exact one, more as the typed part covers more of the word; a typo
// match weighs less than any prefix match.
const PREFIX_WEIGHT = 0.3;
const PREFIX_COVERAGE_WEIGHT = 0.4;
const TYPO_WEIGHTS: readonly number[] = [1, 0.25, 0.15];
const PHRASE_WEIGHT = 0.5;
/** Words before the last are expanded as prefixes only from this length: "t bar row" must not mean "t*". */
const MIN_INNER_PREFIX = 3;
const CACHE_SIZE = 2048;
const MAX_TYPO_LENGTH = 64;
const NAME = 0;
const ALT_NAMES = 1;
const STEPS = 2;

/**
 * Per-document scratch space reused by every query. A slot holds a value of the current pass only when its stamp
 * equals the pass's epoch, so nothing is ever cleared between queries.
 */
interface Slots {
  stamp: Uint32Array;
  score: Float64Array;
  count: Uint16Array;
  list: Int32Array;
}

const slots = (n: number): Slots => ({
  stamp: new Uint32Array(n), score: new Float64Array(n), count: new Uint16Array(n), list: new Int32Array(n),
});

/** Documents (by index) matching one query word, each with its best exact, prefix or typo score. */
interface Matches {
  readonly docs: Int32Array;
  readonly scores: Float64Array;
}

/** One query word as alternatives: the word itself, and the documents holding all words of each alias phrase. */
type Clause = readonly Matches[];

interface WordQuery {
  term: string;
  prefix: string | null;
  maxTypos: number;
}

interface IndexData {
  ids: Float64Array;
  nameLengths: Uint32Array;
  termIds: Map<string, number>;
  vocab: string[];
  sortedTerms: string[];
  sortedIds: Int32Array;
  /** Postings of term t are postDocs/postScores[postStart[t] .. postStart[t + 1]], docs ascending. */
  postStart: Uint32Array;
  postDocs: Int32Array;
  postScores: Float64Array;
  idf: Float64Array;
  deletions: DeletionTable;
  byLength: number[][];
  /** Which letters each term holds, one bit per letter (modulo 32). */
  letters: Int32Array;
  hasAltNames: boolean;
}

const EMPTY: Matches = { docs: new Int32Array(0), scores: new Float64Array(0) };

export class SearchIndex {
  private readonly english: Analyzer | null;
  private readonly clauses = new Lru<Clause>(CACHE_SIZE);
  private readonly matchCache = new Lru<Matches>(CACHE_SIZE);
  // Scratch slots for each step of a query: merging a word's readings, intersecting an alias phrase, one clause,
  // the whole query, and the final list of both passes.
  private readonly merged: Slots;
  private readonly phrase: Slots;
  private readonly clause: Slots;
  private readonly query: Slots;
  private readonly final: Slots;
  private epoch = 0;
  private finalEpoch = 0;
  private finalCount = 0;

  private constructor(private readonly analyzer: Analyzer, private readonly data: IndexData) {
    const n = data.ids.length;
    this.english = analyzer.lang !== 'en-us' && data.hasAltNames ? analyzerFor('en-us') : null;
    [this.merged, this.phrase, this.clause, this.query, this.final] = Array.from({ length: 5 }, () => slots(n));
  }

  /** Indexes `docs` for one language of spec 4.10 (alt names also through the English analyzer). */
  static build(docs: readonly SearchDocument[], lang: string): SearchIndex {
    const analyzer = analyzerFor(lang);
    return new SearchIndex(analyzer, buildData(docs, analyzer, analyzerFor('en-us')));
  }

  /** Every document matching the query, best first. Empty array for a query with no usable terms. */
  search(query: string): SearchHit[] {
    this.finalEpoch = this.nextEpoch();
    this.finalCount = 0;
    this.run(this.analyzer, query);
    // A translated index also answers in English, through the English names carried as alt names.
    if (this.english !== null) this.run(this.english, query);
    const list = this.final.list.subarray(0, this.finalCount).sort(this.compare);
    const { ids } = this.data;
    const { score } = this.final;
    const hits = new Array<SearchHit>(list.length);
    for (let i = 0; i < list.length; i++) hits[i] = { id: ids[list[i]], score: score[list[i]] };
    return hits;
  }

  private readonly compare = (a: number, b: number): number =>
    this.final.score[b] - this.final.score[a] || this.data.nameLengths[a] - this.data.nameLengths[b]
    || this.data.ids[a] - this.data.ids[b];

  /** Scores the documents matching every word of `query` and folds them into the final list (best score wins). */
  private run(analyzer: Analyzer, query: string): void {
    const words = analyzer.tokens(query).filter((token) => !analyzer.isStopWord(token));
    if (words.length === 0) return;
    const clauses = words.map((word, i) => this.clauseOf(analyzer, word, i === words.length - 1));
    // The rarest word first: every later word only visits documents that are still candidates.
    clauses.sort((a, b) => clauseSize(a) - clauseSize(b));
    const { stamp: clauseStamp, score: clauseScore, list: clauseList } = this.clause;
    const { stamp: queryStamp, count: queryCount, score: queryScore, list: queryList } = this.query;
    const queryEpoch = this.nextEpoch();
    let candidates = 0;
    for (let c = 0; c < clauses.length; c++) {
      const clauseEpoch = this.nextEpoch();
      let count = 0;
      for (const { docs, scores } of clauses[c]) {
        for (let i = 0; i < docs.length; i++) {
          const d = docs[i];
          if (c > 0 && (queryStamp[d] !== queryEpoch || queryCount[d] !== c)) continue;
          const s = scores[i];
          if (clauseStamp[d] !== clauseEpoch) {
            clauseStamp[d] = clauseEpoch;
            clauseScore[d] = s;
            clauseList[count++] = d;
          } else if (s > clauseScore[d]) clauseScore[d] = s;
        }
      }
      if (count === 0) return;
      for (let i = 0; i < count; i++) {
        const d = clauseList[i];
        if (c === 0) {
          queryStamp[d] = queryEpoch;
          queryCount[d] = 1;
          queryScore[d] = clauseScore[d];
          queryList[candidates++] = d;
        } else {
          queryCount[d]++;
          queryScore[d] += clauseScore[d];
        }
      }
    }
    if (analyzer.lang === 'en-us') {
      // Adjacent query words found adjacent in a name ("pull up" in "Pull-Up", not in "Face Pull" + "upper")
      // earn a bonus: the name's joined pairs are indexed, so a phrase is one more term lookup.
      for (let i = 1; i < words.length; i++) {
        const first = analyzer.stem(words[i - 1]);
        const prefix = i === words.length - 1 ? first + words[i] : null;
        const { docs, scores } = this.matches({ term: first + analyzer.stem(words[i]), prefix, maxTypos: 0 });
        for (let j = 0; j < docs.length; j++) {
          const d = docs[j];
          if (queryStamp[d] === queryEpoch && queryCount[d] === clauses.length) queryScore[d] += PHRASE_WEIGHT * scores[j];
        }
      }
    }
    const { stamp: finalStamp, score: finalScore, list: finalList } = this.final;
    const { finalEpoch } = this;
    for (let i = 0; i < candidates; i++) {
      const d = queryList[i];
      if (queryCount[d] !== clauses.length) continue;
      if (finalStamp[d] !== finalEpoch) {
        finalStamp[d] = finalEpoch;
        finalScore[d] = queryScore[d];
        finalList[this.finalCount++] = d;
      } else if (queryScore[d] > finalScore[d]) finalScore[d] = queryScore[d];
    }
  }

  /** Documents matching all words of an alias phrase, scored by their sum. */
  private intersect(words: readonly Matches[]): Matches {
    const { stamp: altStamp, count: altCount, score: altScore, list } = this.phrase;
    const epoch = this.nextEpoch();
    for (let k = 0; k < words.length; k++) {
      const { docs, scores } = words[k];
      for (let i = 0; i < docs.length; i++) {
        const d = docs[i];
        if (k === 0) {
          altStamp[d] = epoch;
          altCount[d] = 1;
          altScore[d] = scores[i];
        } else if (altStamp[d] === epoch && altCount[d] === k) {
          altCount[d]++;
          altScore[d] += scores[i];
        }
      }
    }
    let count = 0;
    for (const d of words[0].docs) if (altStamp[d] === epoch && altCount[d] === words.length) list[count++] = d;
    const docs = list.slice(0, count);
    return { docs, scores: Float64Array.from(docs, (d) => altScore[d]) };
  }

  /** The alternatives of one query word, cached: the word itself, and in English its alias phrases. */
  private clauseOf(analyzer: Analyzer, token: string, last: boolean): Clause {
    const key = `${analyzer.lang}\u0000${last ? 1 : 0}\u0000${token}`;
    const cached = this.clauses.get(key);
    if (cached !== undefined) return cached;
    const term = analyzer.stem(token);
    const prefix = token.length >= (last ? 1 : MIN_INNER_PREFIX) ? token : null;
    const maxTypos = term.length >= 9 ? 2 : term.length >= 5 ? 1 : 0;
    const clause: Matches[] = [this.matches({ term, prefix, maxTypos })];
    if (analyzer.lang === 'en-us') {
      for (const phrase of expandAlias(token, analyzer)) {
        clause.push(this.intersect(phrase.map((word) => this.matches({ term: word, prefix: null, maxTypos: 0 }))));
      }
    }
    this.clauses.set(key, clause);
    return clause;
  }

  /** Documents matching one word: exactly, by prefix, and by typo when the word itself is not in the index. */
  private matches(query: WordQuery): Matches {
    const key = `${query.term}\u0000${query.prefix ?? ''}\u0000${query.maxTypos}`;
    const cached = this.matchCache.get(key);
    if (cached !== undefined) return cached;
    const { termIds, vocab, sortedTerms, sortedIds } = this.data;
    const terms: number[] = [];
    const weights: number[] = [];
    const exact = termIds.get(query.term);
    if (exact !== undefined) {
      terms.push(exact);
      weights.push(1);
    }
    if (query.prefix !== null) {
      const prefix = query.prefix;
      for (let i = lowerBound(sortedTerms, prefix); i < sortedTerms.length && sortedTerms[i].startsWith(prefix); i++) {
        const id = sortedIds[i];
        if (id === exact) continue;
        terms.push(id);
        weights.push(PREFIX_WEIGHT + (PREFIX_COVERAGE_WEIGHT * prefix.length) / vocab[id].length);
      }
    }
    if (exact === undefined && query.maxTypos > 0) this.typos(query.term, query.maxTypos, terms, weights);
    const matches = this.merge(terms, this.factors(terms, weights, exact));
    this.matchCache.set(key, matches);
    return matches;
  }

  /**
   * Score factors of a word's readings. The best reading counts in full against the other words of the query;
   * the weights only order the readings (exact, prefix, typo) among themselves. A completion or correction is
   * scored with the rarity of everything the typed word can be, not its own: "pr" is as common as "press",
   * and "preacher" must not win for being rare.
   */
  private factors(terms: readonly number[], weights: readonly number[], exact: number | undefined): number[] {
    if (terms.length === 1 && terms[0] === exact) return [1];
    const { idf } = this.data;
    const shared = inverseDocumentFrequency(this.unionSize(terms), this.data.ids.length);
    const best = Math.max(...weights);
    return terms.map((t, i) => (weights[i] / best) * (t === exact ? 1 : shared / idf[t]));
  }

  private unionSize(terms: readonly number[]): number {
    const { postStart, postDocs } = this.data;
    const { stamp } = this.merged;
    const epoch = this.nextEpoch();
    let count = 0;
    for (const t of terms) {
      for (let p = postStart[t]; p < postStart[t + 1]; p++) {
        if (stamp[postDocs[p]] !== epoch) {
          stamp[postDocs[p]] = epoch;
          count++;
        }
      }
    }
    return count;
  }

  /** Appends the terms within `maxTypos` edits (transpositions count one) of `term`, with their weights. */
  private typos(term: string, maxTypos: number, terms: number[], weights: number[]): void {
    if (term.length > MAX_TYPO_LENGTH) return;
    const { deletions, byLength, letters, vocab } = this.data;
    const candidates = new Set<number>();
    if (maxTypos === 1) deletions.candidates(term, candidates);
    else {
      // Two edits add at most two letters and remove at most two: a bit test skips most words of similar length.
      const mask = letterMask(term);
      for (let length = term.length - maxTypos; length <= term.length + maxTypos; length++) {
        for (const id of byLength[length] ?? []) {
          if (bitCount(mask & ~letters[id]) <= maxTypos && bitCount(letters[id] & ~mask) <= maxTypos) candidates.add(id);
        }
      }
    }
    for (const id of candidates) {
      const distance = editDistance(term, vocab[id], maxTypos);
      if (distance === 0 || distance > maxTypos) continue;
      terms.push(id);
      weights.push(TYPO_WEIGHTS[distance]);
    }
  }

  /** The union of the terms' postings, each document keeping its best weighted score. */
  private merge(terms: readonly number[], weights: readonly number[]): Matches {
    const { postStart, postDocs, postScores } = this.data;
    if (terms.length === 0) return EMPTY;
    if (terms.length === 1 && weights[0] === 1) {
      const start = postStart[terms[0]];
      const end = postStart[terms[0] + 1];
      return { docs: postDocs.subarray(start, end), scores: postScores.subarray(start, end) };
    }
    const { stamp, score: mergeScore, list: mergeList } = this.merged;
    const epoch = this.nextEpoch();
    let count = 0;
    for (let t = 0; t < terms.length; t++) {
      const weight = weights[t];
      for (let p = postStart[terms[t]], end = postStart[terms[t] + 1]; p < end; p++) {
        const d = postDocs[p];
        const s = weight * postScores[p];
        if (stamp[d] !== epoch) {
          stamp[d] = epoch;
          mergeScore[d] = s;
          mergeList[count++] = d;
        } else if (s > mergeScore[d]) mergeScore[d] = s;
      }
    }
    const docs = mergeList.slice(0, count);
    return { docs, scores: Float64Array.from(docs, (d) => mergeScore[d]) };
  }

  private nextEpoch(): number {
    if (this.epoch === 0xffffffff) {
      for (const { stamp } of [this.merged, this.phrase, this.clause, this.query, this.final]) stamp.fill(0);
      this.epoch = 0;
    }
    return ++this.epoch;
  }
}

function clauseSize(clause: Clause): number {
  let size = 0;
  for (const alternative of clause) size += alternative.docs.length;
  return size;
}

function buildData(docs: readonly SearchDocument[], analyzer: Analyzer, english: Analyzer): IndexData {
  const n = docs.length;
  const isEnglish = analyzer === english;
  const termIds = new Map<string, number>();
  const vocab: string[] = [];
  const lengths = [new Float64Array(n), new Float64Array(n), new Float64Array(n)];
  // One entry per (document, term) in document order, with the term's frequency in each of the three fields.
  const entryTerm: number[] = [];
  const entryDoc: number[] = [];
  const entryTf: number[] = [];
  // The entry of term t in the current document is lastEntry[t] when lastDoc[t] is that document.
  const lastDoc: number[] = [];
  const lastEntry: number[] = [];
  let altDocs = 0;

  const add = (term: string, field: number, doc: number): void => {
    let t = termIds.get(term);
    if (t === undefined) {
      t = vocab.length;
      termIds.set(term, t);
      vocab.push(term);
      lastDoc.push(-1);
      lastEntry.push(0);
    }
    if (lastDoc[t] !== doc) {
      lastDoc[t] = doc;
      lastEntry[t] = entryTerm.length;
      entryTerm.push(t);
      entryDoc.push(doc);
      entryTf.push(0, 0, 0);
    }
    entryTf[lastEntry[t] * 3 + field]++;
  };
  // English names also carry each adjacent pair joined ("benchpress"), outside the length norm.
  const addJoined = (terms: readonly string[], field: number, doc: number): void => {
    for (let i = 1; i < terms.length; i++) add(terms[i - 1] + terms[i], field, doc);
  };

  for (let d = 0; d < n; d++) {
    const doc = docs[d];
    const name = analyzer.terms(doc.name);
    for (const term of name) add(term, NAME, d);
    if (isEnglish) addJoined(name, NAME, d);
    lengths[NAME][d] = name.length;
    if (doc.altNames !== undefined && doc.altNames.length > 0) {
      altDocs++;
      for (const alt of doc.altNames) {
        const own = analyzer.terms(alt);
        for (const term of own) add(term, ALT_NAMES, d);
        lengths[ALT_NAMES][d] += own.length;
        const inEnglish = isEnglish ? own : english.terms(alt);
        if (!isEnglish) for (const term of inEnglish) if (!own.includes(term)) add(term, ALT_NAMES, d);
        addJoined(inEnglish, ALT_NAMES, d);
      }
    }
    const steps = analyzer.terms(doc.steps.join('\n'));
    for (const term of steps) add(term, STEPS, d);
    lengths[STEPS][d] = steps.length;
  }

  const vocabSize = vocab.length;
  const postStart = new Uint32Array(vocabSize + 1);
  for (const t of entryTerm) postStart[t + 1]++;
  for (let t = 0; t < vocabSize; t++) postStart[t + 1] += postStart[t];
  const idf = new Float64Array(vocabSize);
  for (let t = 0; t < vocabSize; t++) idf[t] = inverseDocumentFrequency(postStart[t + 1] - postStart[t], n);
  // BM25's length normalization, per document and field: k1 * (1 - b + b * length / average length).
  const norms = lengths.map((fieldLengths, field) => {
    const average = mean(fieldLengths, field === ALT_NAMES ? altDocs : n);
    return fieldLengths.map((length) => K1 * (1 - B + (B * length) / average));
  });
  const cursor = postStart.slice(0, vocabSize);
  const postDocs = new Int32Array(entryTerm.length);
  const postScores = new Float64Array(entryTerm.length);
  for (let e = 0; e < entryTerm.length; e++) {
    const t = entryTerm[e];
    const d = entryDoc[e];
    const name = Math.max(saturation(entryTf[e * 3], norms[NAME][d]), saturation(entryTf[e * 3 + 1], norms[ALT_NAMES][d]));
    const p = cursor[t]++;
    postDocs[p] = d;
    postScores[p] = idf[t] * (NAME_WEIGHT * name + STEPS_WEIGHT * saturation(entryTf[e * 3 + 2], norms[STEPS][d]));
  }

  const order = Array.from(vocab.keys()).sort((a, b) => (vocab[a] < vocab[b] ? -1 : 1));
  const deletions = new DeletionTable();
  const byLength: number[][] = [];
  const letters = new Int32Array(vocabSize);
  for (let t = 0; t < vocabSize; t++) {
    (byLength[vocab[t].length] ??= []).push(t);
    deletions.add(vocab[t], t);
    if (vocab[t].length >= 7) letters[t] = letterMask(vocab[t]);
  }

  return {
    ids: Float64Array.from(docs, (doc) => doc.id),
    nameLengths: Uint32Array.from(docs, (doc) => doc.name.length),
    termIds,
    vocab,
    sortedTerms: order.map((t) => vocab[t]),
    sortedIds: Int32Array.from(order),
    postStart,
    postDocs,
    postScores,
    idf,
    deletions,
    byLength,
    letters,
    hasAltNames: altDocs > 0,
  };
}

function inverseDocumentFrequency(df: number, n: number): number {
  return Math.log(1 + (n - df + 0.5) / (df + 0.5));
}

function saturation(tf: number, norm: number): number {
  return tf === 0 ? 0 : (tf * (K1 + 1)) / (tf + norm);
}

function mean(values: Float64Array, count: number): number {
  let sum = 0;
  for (const value of values) sum += value;
  return count > 0 && sum > 0 ? sum / count : 1;
}

function lowerBound(sorted: readonly string[], key: string): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid] < key) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function letterMask(word: string): number {
  let mask = 0;
  for (let i = 0; i < word.length; i++) mask |= 1 << (word.charCodeAt(i) & 31);
  return mask;
}

function bitCount(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24);
}

const rows = [new Int32Array(MAX_TYPO_LENGTH + 3), new Int32Array(MAX_TYPO_LENGTH + 3), new Int32Array(MAX_TYPO_LENGTH + 3)];

/** Optimal string alignment distance (adjacent transposition is one edit), or max + 1 once it must exceed max. */
function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max || b.length > MAX_TYPO_LENGTH) return max + 1;
  let [before, previous, current] = rows as [Int32Array, Int32Array, Int32Array];
  for (let j = 0; j <= b.length; j++) previous[j] = j;
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let rowMin = i;
    const ca = a.charCodeAt(i - 1);
    for (let j = 1; j <= b.length; j++) {
      const cb = b.charCodeAt(j - 1);
      let v = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (ca === cb ? 0 : 1));
      if (i > 1 && j > 1 && ca === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === cb) v = Math.min(v, before[j - 2] + 1);
      current[j] = v;
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > max) return max + 1;
    [before, previous, current] = [previous, current, before];
  }
  return previous[b.length];
}

/**
 * Symmetric-delete typo candidates without building strings: each term of 4+ characters is filed under a hash of
 * itself and of each of its one-character deletions, and two words one edit apart (insertion, deletion,
 * substitution or transposition) share one of those hashes. A hash collision only adds a candidate, which
 * editDistance() then rejects.
 */
class DeletionTable {
  private readonly heads = new Map<number, number>();
  private readonly next: number[] = [];
  private readonly terms: number[] = [];
  private readonly hashes = new Int32Array(MAX_TYPO_LENGTH + 1);

  add(term: string, id: number): void {
    if (term.length < 4) return;
    const count = this.hash(term);
    for (let i = 0; i < count; i++) {
      const head = this.heads.get(this.hashes[i]);
      this.heads.set(this.hashes[i], this.terms.length);
      this.next.push(head ?? -1);
      this.terms.push(id);
    }
  }

  candidates(word: string, into: Set<number>): void {
    const count = this.hash(word);
    for (let i = 0; i < count; i++) {
      for (let e = this.heads.get(this.hashes[i]) ?? -1; e !== -1; e = this.next[e]) into.add(this.terms[e]);
    }
  }

  /** Fills `hashes` with the hash of `word`, then of each one-character deletion; returns how many. */
  private hash(word: string): number {
    const n = word.length;
    if (n > MAX_TYPO_LENGTH) return 0;
    const prefix = PREFIX_HASHES;
    for (let i = 0; i < n; i++) prefix[i + 1] = (Math.imul(prefix[i], HASH_BASE) + word.charCodeAt(i)) | 0;
    this.hashes[0] = prefix[n] & HASH_MASK;
    let suffix = 0;
    for (let i = n - 1; i >= 0; i--) {
      this.hashes[i + 1] = (Math.imul(prefix[i], HASH_POWERS[n - 1 - i]) + suffix) & HASH_MASK;
      suffix = (Math.imul(word.charCodeAt(i), HASH_POWERS[n - 1 - i]) + suffix) | 0;
    }
    return n + 1;
  }
}

const HASH_BASE = 0x01000193;
// Small integers stay unboxed map keys.
const HASH_MASK = 0x3fffffff;
const PREFIX_HASHES = new Int32Array(MAX_TYPO_LENGTH + 1);
const HASH_POWERS = new Int32Array(MAX_TYPO_LENGTH + 1);
HASH_POWERS[0] = 1;
for (let i = 1; i <= MAX_TYPO_LENGTH; i++) HASH_POWERS[i] = Math.imul(HASH_POWERS[i - 1], HASH_BASE);

class Lru<V> {
  private readonly map = new Map<string, V>();

  constructor(private readonly capacity: number) {}

  get(key: string): V | undefined {
    const value = this.map.get(key);
    if (value !== undefined) {
      this.map.delete(key);
      this.map.set(key, value);
    }
    return value;
  }

  set(key: string, value: V): void {
    if (this.map.size >= this.capacity) this.map.delete(this.map.keys().next().value as string);
    this.map.set(key, value);
  }
}
