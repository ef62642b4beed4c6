/** Subscription tiers, their monthly quotas and what each may reach (spec section 5, "Tiers"). */

export const TIERS = ['BASIC', 'TESTING', 'GROWTH', 'PROFESSIONAL', 'ENTERPRISE'] as const;
export type Tier = (typeof TIERS)[number];

export const TIER_QUOTA: Readonly<Record<Tier, number>> = {
  BASIC: 500,
  TESTING: 1_000,
  GROWTH: 30_000,
  PROFESSIONAL: 100_000,
  ENTERPRISE: 300_000,
};

export const TIER_PRICE_USD: Readonly<Record<Tier, number>> = {
  BASIC: 0,
  TESTING: 10,
  GROWTH: 39.99,
  PROFESSIONAL: 99.99,
  ENTERPRISE: 199.99,
};

/** True when `tier` is `min` or above. */
export function tierAtLeast(tier: Tier, min: Tier): boolean {
  return TIERS.indexOf(tier) >= TIERS.indexOf(min);
}

export function isTier(value: string): value is Tier {
  return (TIERS as readonly string[]).includes(value);
}

/**
 * How the quota period is anchored. `monthly`: resets on the billing anniversary (day of month of `created_at`,
 * clamped to the last day of shorter months). `annual` and `free`: resets on the 1st of each calendar month, UTC.
 */
export type Billing = 'monthly' | 'annual' | 'free';

export interface KeyRecord {
  /** Public identifier, safe to log and print: "key_" + 12 hex characters. */
  id: string;
  /** SHA-256 of the full key, hex. The key itself is never stored. */
  hash: string;
  /** The first characters of the key, for people to recognise it in `keys list` ("exref_AbC1"). */
  prefix: string;
  tier: Tier;
  /** A negotiated monthly quota: present only on custom plans. */
  custom_quota: number | null;
  billing: Billing;
  /** False for a custom plan whose checkout is incomplete (402 until `keys pay`). */
  paid: boolean;
  revoked: boolean;
  name: string | null;
  /** ISO 8601, UTC. Also the billing anchor of monthly subscriptions. */
  created_at: string;
  /** ISO 8601 or null for keys that never expire. */
  expires_at: string | null;
}

/** The monthly call allowance of a key: its custom quota when it has one, else its tier's. */
export function quotaOf(key: Pick<KeyRecord, 'tier' | 'custom_quota'>): number {
  return key.custom_quota ?? TIER_QUOTA[key.tier];
}
