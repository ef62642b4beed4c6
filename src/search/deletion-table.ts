import { MAX_TYPO_LENGTH } from './edit-distance.ts';

/**
 * Symmetric-delete typo candidates without building strings: each term of 4+ characters is filed under a hash of
 * itself and of each of its one-character deletions, and two words one edit apart (insertion, deletion,
 * substitution or transposition) share one of those hashes. A hash collision only adds a candidate, which
 * editDistance() then rejects.
 */
export class DeletionTable {
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

