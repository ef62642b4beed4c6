/** Quota periods (spec section 5, "Tiers": quota reset). Pure functions over UTC instants. */
import type { KeyRecord } from '../auth/tiers.ts';

export interface Period {
  /** The instant the period began (inclusive). */
  start: Date;
  /** The next reset instant (exclusive): the first instant of the following period. */
  end: Date;
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
}

/** The anniversary instant in (year, month): the anchor's day clamped to the month's length, at the anchor's time. */
function anniversary(anchor: Date, year: number, month: number): Date {
  // Date.UTC normalises a month of -1 or 12 into the neighbouring year, so callers may step past the year's edge.
  const first = new Date(Date.UTC(year, month, 1));
  const y = first.getUTCFullYear();
  const m = first.getUTCMonth();
  const day = Math.min(anchor.getUTCDate(), daysInMonth(y, m));
  const a = anchor;
  return new Date(Date.UTC(y, m, day, a.getUTCHours(), a.getUTCMinutes(), a.getUTCSeconds(), a.getUTCMilliseconds()));
}

/**
 * The quota period containing `now`. `monthly` keys reset on their billing anniversary (the day of month and time of
 * `created_at`, UTC; the 29th to 31st fall back to the last day of shorter months). `annual` and `free` keys reset at
 * 00:00 UTC on the 1st of each calendar month. The reset instant itself belongs to the new period.
 */
export function currentPeriod(key: Pick<KeyRecord, 'billing' | 'created_at'>, now: Date): Period {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  if (key.billing !== 'monthly') {
    return { start: new Date(Date.UTC(year, month, 1)), end: new Date(Date.UTC(year, month + 1, 1)) };
  }
  const anchor = new Date(key.created_at);
  if (Number.isNaN(anchor.getTime())) throw new Error(`created_at is not a valid date: ${key.created_at}`);
  const thisMonth = anniversary(anchor, year, month);
  if (thisMonth.getTime() <= now.getTime()) {
    return { start: thisMonth, end: anniversary(anchor, year, month + 1) };
  }
  return { start: anniversary(anchor, year, month - 1), end: thisMonth };
}

/** A stable string naming a period, for the quota ledger: the ISO 8601 form of its start. */
export function periodKey(start: Date): string {
  return start.toISOString();
}
