import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { currentPeriod, periodKey } from '../src/quota/periods.ts';
import type { Billing } from '../src/auth/tiers.ts';

interface Case {
  name: string;
  billing: Billing;
  created: string;
  now: string;
  start: string;
  end: string;
}

const cases: Case[] = [
  // monthly: billing anniversary
  { name: 'monthly, mid-period', billing: 'monthly', created: '2024-03-15T10:20:30.000Z', now: '2024-05-20T00:00:00.000Z', start: '2024-05-15T10:20:30.000Z', end: '2024-06-15T10:20:30.000Z' },
  { name: 'monthly, before this month\'s anniversary', billing: 'monthly', created: '2024-03-15T10:20:30.000Z', now: '2024-05-15T10:20:29.999Z', start: '2024-04-15T10:20:30.000Z', end: '2024-05-15T10:20:30.000Z' },
  { name: 'monthly, the reset instant belongs to the new period', billing: 'monthly', created: '2024-03-15T10:20:30.000Z', now: '2024-05-15T10:20:30.000Z', start: '2024-05-15T10:20:30.000Z', end: '2024-06-15T10:20:30.000Z' },
  { name: 'monthly, the creation instant starts the first period', billing: 'monthly', created: '2024-03-15T10:20:30.000Z', now: '2024-03-15T10:20:30.000Z', start: '2024-03-15T10:20:30.000Z', end: '2024-04-15T10:20:30.000Z' },
  { name: 'monthly, Jan 31 resets on Feb 28', billing: 'monthly', created: '2023-01-31T08:00:00.000Z', now: '2023-02-10T00:00:00.000Z', start: '2023-01-31T08:00:00.000Z', end: '2023-02-28T08:00:00.000Z' },
  { name: 'monthly, Feb 28 reset then back to Mar 31', billing: 'monthly', created: '2023-01-31T08:00:00.000Z', now: '2023-03-01T00:00:00.000Z', start: '2023-02-28T08:00:00.000Z', end: '2023-03-31T08:00:00.000Z' },
  { name: 'monthly, Mar 31 then Apr 30', billing: 'monthly', created: '2023-01-31T08:00:00.000Z', now: '2023-04-05T00:00:00.000Z', start: '2023-03-31T08:00:00.000Z', end: '2023-04-30T08:00:00.000Z' },
  { name: 'monthly, Apr 30 then May 31', billing: 'monthly', created: '2023-01-31T08:00:00.000Z', now: '2023-05-30T23:59:59.999Z', start: '2023-04-30T08:00:00.000Z', end: '2023-05-31T08:00:00.000Z' },
  { name: 'monthly, leap year: Jan 31 resets on Feb 29', billing: 'monthly', created: '2024-01-31T08:00:00.000Z', now: '2024-02-29T07:59:59.999Z', start: '2024-01-31T08:00:00.000Z', end: '2024-02-29T08:00:00.000Z' },
  { name: 'monthly, leap year: Feb 29 boundary instant', billing: 'monthly', created: '2024-01-31T08:00:00.000Z', now: '2024-02-29T08:00:00.000Z', start: '2024-02-29T08:00:00.000Z', end: '2024-03-31T08:00:00.000Z' },
  { name: 'monthly, created Feb 29 resets on Feb 28 next year', billing: 'monthly', created: '2024-02-29T12:00:00.000Z', now: '2025-02-28T12:00:00.000Z', start: '2025-02-28T12:00:00.000Z', end: '2025-03-29T12:00:00.000Z' },
  { name: 'monthly, created Feb 29 resets on the 29th in long months', billing: 'monthly', created: '2024-02-29T12:00:00.000Z', now: '2024-03-30T00:00:00.000Z', start: '2024-03-29T12:00:00.000Z', end: '2024-04-29T12:00:00.000Z' },
  { name: 'monthly, century non-leap 2100: Feb 28', billing: 'monthly', created: '2100-01-30T00:00:00.000Z', now: '2100-02-28T00:00:00.000Z', start: '2100-02-28T00:00:00.000Z', end: '2100-03-30T00:00:00.000Z' },
  { name: 'monthly, created 23:59 on the 30th, just before the reset', billing: 'monthly', created: '2023-04-30T23:59:00.000Z', now: '2023-05-30T23:58:59.999Z', start: '2023-04-30T23:59:00.000Z', end: '2023-05-30T23:59:00.000Z' },
  { name: 'monthly, created 23:59 on the 30th, reset instant', billing: 'monthly', created: '2023-04-30T23:59:00.000Z', now: '2023-05-30T23:59:00.000Z', start: '2023-05-30T23:59:00.000Z', end: '2023-06-30T23:59:00.000Z' },
  { name: 'monthly, created 23:59 on the 30th, February clamps to the 28th', billing: 'monthly', created: '2022-04-30T23:59:00.000Z', now: '2023-02-28T23:59:00.000Z', start: '2023-02-28T23:59:00.000Z', end: '2023-03-30T23:59:00.000Z' },
  { name: 'monthly, created 23:59 on the 30th, leap February clamps to the 29th', billing: 'monthly', created: '2022-04-30T23:59:00.000Z', now: '2024-02-28T23:59:00.000Z', start: '2024-01-30T23:59:00.000Z', end: '2024-02-29T23:59:00.000Z' },
  { name: 'monthly, crosses the year end', billing: 'monthly', created: '2023-06-20T00:00:00.000Z', now: '2024-01-05T00:00:00.000Z', start: '2023-12-20T00:00:00.000Z', end: '2024-01-20T00:00:00.000Z' },
  { name: 'monthly, December anniversary to January', billing: 'monthly', created: '2023-06-20T00:00:00.000Z', now: '2023-12-25T00:00:00.000Z', start: '2023-12-20T00:00:00.000Z', end: '2024-01-20T00:00:00.000Z' },
  // annual and free: calendar months
  { name: 'annual, calendar month', billing: 'annual', created: '2024-03-15T10:20:30.000Z', now: '2024-05-20T13:00:00.000Z', start: '2024-05-01T00:00:00.000Z', end: '2024-06-01T00:00:00.000Z' },
  { name: 'free, calendar month', billing: 'free', created: '2024-03-15T10:20:30.000Z', now: '2024-03-31T23:59:59.999Z', start: '2024-03-01T00:00:00.000Z', end: '2024-04-01T00:00:00.000Z' },
  { name: 'free, the 1st at 00:00 belongs to the new month', billing: 'free', created: '2024-03-15T10:20:30.000Z', now: '2024-04-01T00:00:00.000Z', start: '2024-04-01T00:00:00.000Z', end: '2024-05-01T00:00:00.000Z' },
  { name: 'free, first month starts before creation', billing: 'free', created: '2024-03-15T10:20:30.000Z', now: '2024-03-15T10:20:30.000Z', start: '2024-03-01T00:00:00.000Z', end: '2024-04-01T00:00:00.000Z' },
  { name: 'annual, December rolls into next year', billing: 'annual', created: '2023-01-31T00:00:00.000Z', now: '2023-12-31T12:00:00.000Z', start: '2023-12-01T00:00:00.000Z', end: '2024-01-01T00:00:00.000Z' },
  { name: 'annual, leap February', billing: 'annual', created: '2023-01-31T00:00:00.000Z', now: '2024-02-29T12:00:00.000Z', start: '2024-02-01T00:00:00.000Z', end: '2024-03-01T00:00:00.000Z' },
];

describe('currentPeriod', () => {
  for (const c of cases) {
    it(c.name, () => {
      const p = currentPeriod({ billing: c.billing, created_at: c.created }, new Date(c.now));
      assert.equal(p.start.toISOString(), c.start);
      assert.equal(p.end.toISOString(), c.end);
    });
  }

  it('the period ending at a reset and the one starting there meet without a gap', () => {
    const key = { billing: 'monthly' as const, created_at: '2023-01-31T08:00:00.000Z' };
    let now = new Date('2023-01-31T08:00:00.000Z');
    for (let i = 0; i < 30; i++) {
      const p = currentPeriod(key, now);
      assert.equal(p.start.getTime(), now.getTime(), `period ${i} starts where the previous ended`);
      assert.ok(p.end > p.start);
      assert.deepEqual(currentPeriod(key, new Date(p.end.getTime() - 1)), p);
      now = p.end;
    }
  });

  it('rejects an unparsable created_at on a monthly key', () => {
    assert.throws(() => currentPeriod({ billing: 'monthly', created_at: 'yesterday' }, new Date()), /created_at/);
  });
});

describe('periodKey', () => {
  it('is the ISO 8601 form of the start', () => {
    assert.equal(periodKey(new Date(Date.UTC(2024, 1, 29, 8))), '2024-02-29T08:00:00.000Z');
  });
});
