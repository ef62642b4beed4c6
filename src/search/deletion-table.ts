import { MAX_TYPO_LENGTH } from './edit-distance.ts';

/**
 * Symmetric-delete typo candidates without building strings: each term of 4+ characters is filed under a hash of
 * itself and of each of its one-character deletions, and two words one edit apart (insertion, deletion,
 * substitution or transposition) share one of those hashes. A hash collision only adds a candidate, which
 * editDistance() then rejects.
 *
 * The entries live in one typed array sorted by hash (found by binary search) rather than in a Map of lists: a
 * few hundred kilobytes per language instead of a few megabytes of heap.
 */
export class DeletionTable {
  /** hash * 2^22 + term id per entry (exact in a float64): sorted, they order by hash, then term. */
  private entries: Float64Array = new Float64Array(1024);
  private count = 0;
  private sealed = true;
  private readonly hashes = new Int32Array(MAX_TYPO_LENGTH + 1);

  /** A table from the sorted entries of one sealed before (kept between starts). */
  static fromSorted(entries: Float64Array): DeletionTable {
    const table = new DeletionTable();
    table.entries = entries;
    table.count = entries.length;
    return table;
  }

  /** The sorted entries, to keep. */
  get sorted(): Float64Array {
    if (!this.sealed) this.seal();
    return this.entries;
  }

  add(term: string, id: number): void {
    if (term.length < 4) return;
    if (id >= TERM_LIMIT) throw new RangeError(`deletion table: term id ${id} past ${TERM_LIMIT}`);
    const count = this.hash(term);
    if (this.count + count > this.entries.length) {
      const larger = new Float64Array(Math.max(this.entries.length * 2, this.count + count));
      larger.set(this.entries);
      this.entries = larger;
    }
    for (let i = 0; i < count; i++) this.entries[this.count++] = this.hashes[i] * TERM_LIMIT + id;
    this.sealed = false;
  }

  candidates(word: string, into: Set<number>): void {
    if (!this.sealed) this.seal();
    const { entries } = this;
    const count = this.hash(word);
    for (let i = 0; i < count; i++) {
      const first = this.hashes[i] * TERM_LIMIT;
      for (let e = lowerBound(entries, first); e < entries.length && entries[e] < first + TERM_LIMIT; e++) into.add(entries[e] - first);
    }
  }

  /** Sorts the entries and drops the spare room: done once, when the table is complete. */
  seal(): void {
    this.entries = this.entries.slice(0, this.count).sort();
    this.sealed = true;
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

const TERM_LIMIT = 2 ** 22;

function lowerBound(sorted: Float64Array, key: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid]! < key) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

const HASH_BASE = 0x01000193;
// Small integers stay unboxed map keys.
const HASH_MASK = 0x3fffffff;
const PREFIX_HASHES = new Int32Array(MAX_TYPO_LENGTH + 1);
const HASH_POWERS = new Int32Array(MAX_TYPO_LENGTH + 1);
HASH_POWERS[0] = 1;
for (let i = 1; i <= MAX_TYPO_LENGTH; i++) HASH_POWERS[i] = Math.imul(HASH_POWERS[i - 1], HASH_BASE);

