/** Least recently used entries go first once the entries' total cost passes the budget. */
export class Lru<V> {
  private readonly map = new Map<string, { value: V; cost: number }>();
  private total = 0;

  constructor(private readonly budget: number) {}

  get(key: string): V | undefined {
    const entry = this.map.get(key);
    if (entry === undefined) return undefined;
    this.map.delete(key);
    this.map.set(key, entry);
    return entry.value;
  }

  set(key: string, value: V, cost: number): void {
    for (const [oldest, entry] of this.map) {
      if (this.total + cost <= this.budget) break;
      this.map.delete(oldest);
      this.total -= entry.cost;
    }
    this.map.set(key, { value, cost });
    this.total += cost;
  }
}
