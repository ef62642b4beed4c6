/**
 * Building the search tables: tokens to term ids, BM25 scores precomputed into one posting list per term. The
 * result holds only typed arrays and strings; SearchIndex derives its lookup maps from it.
 */

import type { Steps } from '../catalogue/pending.ts';
import { analyzerFor } from './analyzer.ts';

export interface SearchDocument {
  id: number;
  name: string;
  steps: readonly string[];
  /** Other names to find the document by, weighted as the name (the English name of a translated document). */
  altNames?: readonly string[];
  /** A prior on relevance, multiplied into the score (default 1): how a person expects plain names to resolve. */
  boost?: number;
}

/** Everything a SearchIndex is made from: typed arrays and the vocabulary. */
export interface IndexTables {
  lang: string;
  ids: Float64Array;
  boost: Float64Array;
  /** Each document's place among all by shorter name, then lower id; and the document at each place. */
  tieRank: Uint32Array;
  byTieRank: Uint32Array;
  /** Low bits enough to hold a tie rank. */
  rankMask: number;
  vocab: string[];
  /** Term ids in the order of their terms' UTF-16 code units. */
  sortedIds: Int32Array;
  /** Postings of term t are postDocs/postScores[postStart[t] .. postStart[t + 1]], docs ascending. */
  postStart: Uint32Array;
  postDocs: Int32Array;
  postScores: Float64Array;
  idf: Float64Array;
  /** 1 for a word of the text, 0 for a pair of adjacent name words joined by the index ("benchpress"). */
  isWord: Uint8Array;
  /** Which letters each term holds, one bit per letter (modulo 32). */
  letters: Int32Array;
  hasAltNames: boolean;
  /** The typo table's sorted entries (see DeletionTable), once an index has been made from these tables. */
  typos?: Float64Array;
}

const K1 = 1.2;
const B = 0.75;
const NAME_WEIGHT = 3;
const STEPS_WEIGHT = 1;
const NAME = 0;
const ALT_NAMES = 1;
const STEPS = 2;

/** Documents analyzed between two yields of buildTableSteps(): well under a millisecond of work. */
const DOCS_PER_STEP = 8;
const ENTRIES_PER_STEP = 8192;

/**
 * Indexes `docs` for one language of spec 4.10 (alt names also through the English analyzer), in small steps: it
 * yields every few documents, so a caller can spread the work over time.
 */
export function* buildTableSteps(docs: readonly SearchDocument[], lang: string): Steps<IndexTables> {
  const analyzer = analyzerFor(lang);
  const english = analyzerFor('en-us');
  const n = docs.length;
  const isEnglish = analyzer === english;
  const termIds = new Map<string, number>();
  const vocab: string[] = [];
  const lengths = [new Float64Array(n), new Float64Array(n), new Float64Array(n)];
  // One entry per (document, term) in document order, with the term's frequency in each of the three fields.
  // Typed arrays, grown by doubling: they stay off the garbage-collected heap while the index is built.
  // Sized for a catalogue's usual ~40 distinct terms per document, so they rarely grow.
  const initial = Math.max(1024, n * 64);
  let entryTerm = new Int32Array(initial);
  let entryDoc = new Int32Array(initial);
  let entryTf = new Uint16Array(3 * initial);
  let entries = 0;
  // The entry of term t in the current document is lastEntry[t] when lastDoc[t] is that document.
  let lastDoc = new Int32Array(1024);
  let lastEntry = new Int32Array(1024);
  let isWord = new Uint8Array(1024);
  let altDocs = 0;

  const idOf = (term: string): number => {
    let t = termIds.get(term);
    if (t === undefined) {
      t = vocab.length;
      termIds.set(term, t);
      vocab.push(term);
      if (t === lastDoc.length) [lastDoc, lastEntry, isWord] = [grow(lastDoc), grow(lastEntry), grow(isWord)];
      lastDoc[t] = -1;
    }
    return t;
  };
  // Steps are most of the text: their tokens map straight to term ids (-1 for a stop word), one lookup a word.
  const tokenIds = new Map<string, number>();
  const idOfToken = (token: string): number => {
    let t = tokenIds.get(token);
    if (t === undefined) {
      const term = analyzer.termOf(token);
      t = term === null ? -1 : idOf(term);
      tokenIds.set(token, t);
    }
    return t;
  };
  // Catalogues share step sentences between variants of a movement: each distinct sentence is analyzed once,
  // its term ids kept in one flat array (many small typed arrays would cost more in allocation than they save).
  const stepAt = new Map<string, number>();
  let stepIds = new Int32Array(64 * 1024);
  let stepIdsLength = 0;
  const stepTerms = (step: string): number => {
    let at = stepAt.get(step);
    if (at === undefined) {
      at = stepIdsLength;
      const tokens = analyzer.tokens(step);
      while (stepIdsLength + tokens.length + 1 > stepIds.length) stepIds = grow(stepIds);
      let count = 0;
      for (const token of tokens) {
        const t = idOfToken(token);
        if (t !== -1) stepIds[at + 1 + count++] = t;
      }
      stepIds[at] = count;
      stepIdsLength += count + 1;
      stepAt.set(step, at);
    }
    return at;
  };
  const add = (term: string, field: number, doc: number, word = 1): void => addId(idOf(term), field, doc, word);
  const addId = (t: number, field: number, doc: number, word = 1): void => {
    isWord[t] |= word;
    if (lastDoc[t] !== doc) {
      if (entries === entryTerm.length) {
        [entryTerm, entryDoc, entryTf] = [grow(entryTerm), grow(entryDoc), grow(entryTf)];
      }
      lastDoc[t] = doc;
      lastEntry[t] = entries;
      entryTerm[entries] = t;
      entryDoc[entries++] = doc;
    }
    entryTf[lastEntry[t] * 3 + field]++;
  };
  // English names also carry each adjacent pair joined ("benchpress"), outside the length norm.
  const addJoined = (terms: readonly string[], field: number, doc: number): void => {
    for (let i = 1; i < terms.length; i++) add(terms[i - 1] + terms[i], field, doc, 0);
  };

  for (let d = 0; d < n; d++) {
    if (d % DOCS_PER_STEP === DOCS_PER_STEP - 1) yield;
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
    let length = 0;
    for (const step of doc.steps) {
      // stepIds[at] is the count, its term ids follow.
      const at = stepTerms(step);
      const count = stepIds[at]!;
      for (let k = at + 1; k <= at + count; k++) addId(stepIds[k]!, STEPS, d);
      length += count;
    }
    lengths[STEPS][d] = length;
  }

  const vocabSize = vocab.length;
  const postStart = new Uint32Array(vocabSize + 1);
  for (let e = 0; e < entries; e++) postStart[entryTerm[e] + 1]++;
  for (let t = 0; t < vocabSize; t++) postStart[t + 1] += postStart[t];
  const idf = new Float64Array(vocabSize);
  for (let t = 0; t < vocabSize; t++) idf[t] = inverseDocumentFrequency(postStart[t + 1] - postStart[t], n);
  // BM25's length normalization, per document and field: k1 * (1 - b + b * length / average length).
  const norms = lengths.map((fieldLengths, field) => {
    const average = mean(fieldLengths, field === ALT_NAMES ? altDocs : n);
    return fieldLengths.map((length) => K1 * (1 - B + (B * length) / average));
  });
  const cursor = postStart.slice(0, vocabSize);
  const postDocs = new Int32Array(entries);
  const postScores = new Float64Array(entries);
  for (let e = 0; e < entries; e++) {
    if (e % ENTRIES_PER_STEP === ENTRIES_PER_STEP - 1) yield;
    const t = entryTerm[e];
    const d = entryDoc[e];
    const name = Math.max(
      saturation(entryTf[e * 3 + NAME], norms[NAME][d]),
      saturation(entryTf[e * 3 + ALT_NAMES], norms[ALT_NAMES][d]),
    );
    const p = cursor[t]++;
    postDocs[p] = d;
    postScores[p] = idf[t] * (NAME_WEIGHT * name + STEPS_WEIGHT * saturation(entryTf[e * 3 + STEPS], norms[STEPS][d]));
  }

  yield;
  // The default sort compares UTF-16 code units, the order startsWith() ranges need.
  const sortedIds = Int32Array.from([...vocab].sort(), (term) => termIds.get(term)!);
  const letters = new Int32Array(vocabSize);
  for (let t = 0; t < vocabSize; t++) if (vocab[t]!.length >= 7) letters[t] = letterMask(vocab[t]!);

  const byTieRank = Uint32Array.from(docs.keys())
    .sort((a, b) => docs[a]!.name.length - docs[b]!.name.length || docs[a]!.id - docs[b]!.id);
  const tieRank = new Uint32Array(n);
  for (let r = 0; r < n; r++) tieRank[byTieRank[r]!] = r;

  return {
    lang,
    ids: Float64Array.from(docs, (doc) => doc.id),
    boost: Float64Array.from(docs, (doc) => doc.boost ?? 1),
    tieRank,
    byTieRank,
    rankMask: 2 ** Math.max(1, Math.ceil(Math.log2(n + 1))) - 1,
    vocab,
    sortedIds,
    postStart,
    postDocs,
    postScores,
    idf,
    isWord: isWord.slice(0, vocabSize),
    letters,
    hasAltNames: altDocs > 0,
  };
}

function grow<T extends Int32Array | Uint16Array | Uint8Array>(array: T): T {
  const larger = new (array.constructor as new (length: number) => T)(array.length * 2);
  larger.set(array);
  return larger;
}

export function inverseDocumentFrequency(df: number, n: number): number {
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

export function letterMask(word: string): number {
  let mask = 0;
  for (let i = 0; i < word.length; i++) mask |= 1 << (word.charCodeAt(i) & 31);
  return mask;
}

