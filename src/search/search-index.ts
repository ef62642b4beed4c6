/**
 * The full-text index behind GET /search and GET /exercises?search=. BM25 per field with names weighted above
 * steps; every query word must match, as a whole word, as a word prefix or, when long enough, with a typo.
 * The tables (index-tables.ts) hold one pre-scored posting list per term, so a query only looks up, merges and sorts.
 */

import { analyzerFor } from './analyzer.ts';
import type { Analyzer } from './analyzer.ts';
import { expandAlias } from './aliases.ts';
import { DeletionTable } from './deletion-table.ts';
import { MAX_TYPO_LENGTH, editDistance } from './edit-distance.ts';
import { finish } from '../catalogue/pending.ts';
import type { Steps } from '../catalogue/pending.ts';
import { buildTableSteps, inverseDocumentFrequency, letterMask } from './index-tables.ts';
import type { IndexTables, SearchDocument } from './index-tables.ts';
import { Lru } from './lru.ts';

export type { IndexTables, SearchDocument } from './index-tables.ts';

export interface SearchHit {
  id: number;
  score: number;
}

// A prefix match weighs 0.3 to 0.7 of an exact one, more as the typed part covers more of the word; a typo
// match weighs less than any prefix match.
const PREFIX_WEIGHT = 0.3;
const PREFIX_COVERAGE_WEIGHT = 0.4;
const TYPO_WEIGHTS: readonly number[] = [1, 0.25, 0.15];
const PHRASE_WEIGHT = 0.5;
/** Words before the last are expanded as prefixes only from this length: "t bar row" must not mean "t*". */
const MIN_INNER_PREFIX = 3;
/** Each cache holds at most this many cached document slots (12 bytes each), however many words they belong to. */
const CACHE_BUDGET = 100_000;
// The low 32 bits of a float64 in a Uint32Array view of it.
const LOW_WORD = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1 ? 0 : 1;

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
  /** The indexed form to match whole (stemmed). */
  term: string;
  /** The word as typed (folded, not stemmed): a prefix of the words to complete, a source of typo readings. */
  typed: string;
  prefix: boolean;
  typos: boolean;
}

/** The tables plus the lookups derived from them when the index is made (cheap next to building the tables). */
interface IndexData extends IndexTables {
  termIds: Map<string, number>;
  sortedTerms: string[];
  deletions: DeletionTable;
  byLength: number[][];
}

/**
 * Scratch slots for each step of a query: merging a word's readings, intersecting an alias phrase, one clause, the
 * whole query, and the final list of both passes; and the sort keys. A query runs start to end on one thread, so
 * every index (every language, every catalogue) shares one set, sized for the largest.
 */
class Scratch {
  size = -1;
  epoch = 0;
  merged = slots(0);
  phrase = slots(0);
  clause = slots(0);
  query = slots(0);
  final = slots(0);
  keys = new Float64Array(0);
  keyWords = new Uint32Array(0);

  fit(n: number): void {
    if (n <= this.size) return;
    this.size = n;
    this.epoch = 0;
    [this.merged, this.phrase, this.clause, this.query, this.final] = Array.from({ length: 5 }, () => slots(n));
    this.keys = new Float64Array(n);
    this.keyWords = new Uint32Array(this.keys.buffer);
  }

  nextEpoch(): number {
    if (this.epoch === 0xffffffff) {
      for (const { stamp } of [this.merged, this.phrase, this.clause, this.query, this.final]) stamp.fill(0);
      this.epoch = 0;
    }
    return ++this.epoch;
  }
}

const scratch = new Scratch();

const EMPTY: Matches = { docs: new Int32Array(0), scores: new Float64Array(0) };

export class SearchIndex {
  private readonly english: Analyzer | null;
  private readonly clauses = new Lru<Clause>(CACHE_BUDGET);
  private readonly matchCache = new Lru<Matches>(CACHE_BUDGET);
  private finalEpoch = 0;
  private finalCount = 0;

  private constructor(private readonly analyzer: Analyzer, private readonly data: IndexData) {
    const n = data.ids.length;
    this.english = analyzer.lang !== 'en-us' && data.hasAltNames ? analyzerFor('en-us') : null;
    scratch.fit(n);
  }

  /** Indexes `docs` for one language of spec 4.10 on this thread. */
  static build(docs: readonly SearchDocument[], lang: string): SearchIndex {
    return finish(SearchIndex.buildSteps(docs, lang));
  }

  /** build() in small steps (see Pending): the background builder spreads them between requests. */
  static *buildSteps(docs: readonly SearchDocument[], lang: string): Steps<SearchIndex> {
    return yield* SearchIndex.fromTableSteps(yield* buildTableSteps(docs, lang));
  }

  /** An index over built tables, in steps: the lookups derived from them are a small part of building them. */
  static *fromTableSteps(tables: IndexTables): Steps<SearchIndex> {
    const { vocab, sortedIds } = tables;
    const termIds = new Map<string, number>();
    const deletions = tables.typos ? DeletionTable.fromSorted(tables.typos) : new DeletionTable();
    const byLength: number[][] = [];
    for (let t = 0; t < vocab.length; t++) {
      if (t % 256 === 255) yield;
      termIds.set(vocab[t]!, t);
      (byLength[vocab[t]!.length] ??= []).push(t);
      if (!tables.typos) deletions.add(vocab[t]!, t);
    }
    yield;
    const sortedTerms = Array.from(sortedIds, (t) => vocab[t]!);
    return new SearchIndex(analyzerFor(tables.lang), { ...tables, typos: deletions.sorted, termIds, sortedTerms, deletions, byLength });
  }

  /** The tables this index was made from, with its typo table: what a later start can make it from again. */
  get tables(): IndexTables {
    const { termIds: _t, sortedTerms: _s, deletions: _d, byLength: _b, ...tables } = this.data;
    return tables;
  }

  /** Every document matching the query, best first. Empty array for a query with no usable terms. */
  search(query: string): SearchHit[] {
    this.finalEpoch = scratch.nextEpoch();
    this.finalCount = 0;
    this.run(this.analyzer, query);
    // A translated index also answers in English, through the English names carried as alt names.
    if (this.english !== null) this.run(this.english, query);
    return this.sorted();
  }

  /**
   * The final list, best first, ties by shorter name, then lower id. A comparator sort costs more than the rest
   * of a short query, so each hit becomes one number that sorts natively: its score with the lowest mantissa
   * bits replaced by its tie rank. Scores are positive, so their bit patterns order like their values; the
   * rank bits only cost precision far below any real score difference.
   */
  private sorted(): SearchHit[] {
    const count = this.finalCount;
    const { list, score } = scratch.final;
    const { ids, boost, tieRank, byTieRank, rankMask } = this.data;
    const { keys, keyWords } = scratch;
    for (let i = 0; i < count; i++) {
      const d = list[i];
      score[d] *= boost[d];
      keys[i] = score[d];
      keyWords[2 * i + LOW_WORD] = (keyWords[2 * i + LOW_WORD] & ~rankMask) | (rankMask - tieRank[d]);
    }
    keys.subarray(0, count).sort();
    const hits = new Array<SearchHit>(count);
    for (let i = 0; i < count; i++) {
      const d = byTieRank[rankMask - (keyWords[2 * (count - 1 - i) + LOW_WORD] & rankMask)];
      hits[i] = { id: ids[d], score: score[d] };
    }
    return hits;
  }

  /** Folds the documents matching `query` into the final list (best score wins). */
  private run(analyzer: Analyzer, query: string): void {
    const words = analyzer.tokens(query).filter((token) => !analyzer.isStopWord(token));
    if (words.length === 0) return;
    this.score(analyzer, words);
    // Two words the catalogue writes as one ("dead lift", "body weight") are also read as that one word.
    for (let i = 1; i < words.length; i++) {
      const joined = words[i - 1] + words[i];
      const t = this.data.termIds.get(analyzer.stem(joined));
      if (t === undefined || this.data.isWord[t] === 0) continue;
      this.score(analyzer, [...words.slice(0, i - 1), joined, ...words.slice(i + 1)]);
    }
  }

  /** Scores the documents matching every word and folds them into the final list (best score wins). */
  private score(analyzer: Analyzer, words: readonly string[]): void {
    const clauses = words.map((word, i) => this.clauseOf(analyzer, word, i === words.length - 1));
    // The rarest word first: every later word only visits documents that are still candidates.
    clauses.sort((a, b) => clauseSize(a) - clauseSize(b));
    const { stamp: clauseStamp, score: clauseScore, list: clauseList } = scratch.clause;
    const { stamp: queryStamp, count: queryCount, score: queryScore, list: queryList } = scratch.query;
    const queryEpoch = scratch.nextEpoch();
    let candidates = 0;
    for (let c = 0; c < clauses.length; c++) {
      const clauseEpoch = scratch.nextEpoch();
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
        const last = i === words.length - 1;
        const term = first + analyzer.stem(words[i]);
        const { docs, scores } = this.matches({ term, typed: first + words[i], prefix: last, typos: false });
        for (let j = 0; j < docs.length; j++) {
          const d = docs[j];
          if (queryStamp[d] !== queryEpoch || queryCount[d] !== clauses.length) continue;
          queryScore[d] += PHRASE_WEIGHT * scores[j];
        }
      }
    }
    const { stamp: finalStamp, score: finalScore, list: finalList } = scratch.final;
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
    const { stamp: altStamp, count: altCount, score: altScore, list } = scratch.phrase;
    const epoch = scratch.nextEpoch();
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
    const prefix = token.length >= (last ? 1 : MIN_INNER_PREFIX);
    const clause: Matches[] = [this.matches({ term: analyzer.stem(token), typed: token, prefix, typos: true })];
    if (analyzer.lang === 'en-us') {
      for (const phrase of expandAlias(token, analyzer)) {
        const words = phrase.map((word) => this.matches({ term: word, typed: word, prefix: false, typos: false }));
        clause.push(this.intersect(words));
      }
    }
    this.clauses.set(key, clause, clause.reduce((cost, alternative) => cost + this.cost(alternative), 0));
    return clause;
  }

  /** Documents matching one word: exactly, by prefix, and by typo when the word itself is not in the index. */
  private matches(query: WordQuery): Matches {
    const key = `${query.term}\u0000${query.typed}\u0000${query.prefix ? 1 : 0}${query.typos ? 1 : 0}`;
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
    if (query.prefix) {
      const prefix = query.typed;
      for (let i = lowerBound(sortedTerms, prefix); i < sortedTerms.length && sortedTerms[i].startsWith(prefix); i++) {
        const id = sortedIds[i];
        if (id === exact) continue;
        terms.push(id);
        weights.push(PREFIX_WEIGHT + (PREFIX_COVERAGE_WEIGHT * prefix.length) / vocab[id].length);
      }
    }
    // Typos are read from the stem and from the word as typed: "goddses" stems to "goddse", two edits from
    // "goddess", but is one edit from it as typed.
    if (exact === undefined && query.typos) {
      this.typos(query.term, terms, weights);
      if (query.typed !== query.term) this.typos(query.typed, terms, weights);
    }
    const matches = this.merge(terms, this.factors(terms, weights, exact));
    this.matchCache.set(key, matches, this.cost(matches));
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
    const { stamp } = scratch.merged;
    const epoch = scratch.nextEpoch();
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

  /** Appends the terms one edit (5+ letters) or two (9+) from `term`, a transposition counting one. */
  private typos(term: string, terms: number[], weights: number[]): void {
    const maxTypos = term.length >= 9 ? 2 : term.length >= 5 ? 1 : 0;
    if (maxTypos === 0 || term.length > MAX_TYPO_LENGTH) return;
    const { deletions, byLength, letters, vocab } = this.data;
    const candidates = new Set<number>();
    if (maxTypos === 1) deletions.candidates(term, candidates);
    else {
      // Two edits add at most two letters and remove at most two: a bit test skips most words of similar length.
      const mask = letterMask(term);
      for (let length = term.length - maxTypos; length <= term.length + maxTypos; length++) {
        for (const id of byLength[length] ?? []) {
          if (bitCount(mask & ~letters[id]) > maxTypos || bitCount(letters[id] & ~mask) > maxTypos) continue;
          candidates.add(id);
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
    const { stamp, score: mergeScore, list: mergeList } = scratch.merged;
    const epoch = scratch.nextEpoch();
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

  /** Memory a cached match list holds on its own: nothing for a view into the postings. */
  private cost(matches: Matches): number {
    return matches.docs.buffer === this.data.postDocs.buffer ? 1 : matches.docs.length + 1;
  }

}

function clauseSize(clause: Clause): number {
  let size = 0;
  for (const alternative of clause) size += alternative.docs.length;
  return size;
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

function bitCount(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24);
}

