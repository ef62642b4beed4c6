/** Small statistics over rounds and latency samples. */

export function median(values: readonly number[]): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

export function stddev(values: readonly number[]): number {
  if (values.length < 2) return 0;
  const mean = values.reduce((s, v) => s + v, 0) / values.length;
  return Math.sqrt(values.reduce((s, v) => s + (v - mean) ** 2, 0) / (values.length - 1));
}

/** Nearest-rank percentile of an ascending array; p in 0..100. */
export function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

/** An append-only list of numbers that grows without boxing (latency samples run into the hundreds of thousands). */
export class Samples {
  private data = new Float64Array(1 << 16);
  length = 0;

  push(value: number): void {
    if (this.length === this.data.length) {
      const bigger = new Float64Array(this.data.length * 2);
      bigger.set(this.data);
      this.data = bigger;
    }
    this.data[this.length++] = value;
  }

  sorted(): Float64Array {
    return this.data.slice(0, this.length).sort();
  }
}

export interface Spread {
  median: number;
  min: number;
  max: number;
  /** Sample standard deviation over rounds as a share of the median. */
  cv: number;
}

export function spread(values: readonly number[]): Spread {
  const m = median(values);
  return { median: m, min: Math.min(...values), max: Math.max(...values), cv: m > 0 ? stddev(values) / m : 0 };
}
