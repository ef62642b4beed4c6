/**
 * What people type instead of the catalogue's words, in English: abbreviations, gym slang, closed compounds.
 * Keys and phrases are folded (lower case, no accents) but not stemmed; the English analyzer stems the phrases.
 */

import type { Analyzer } from './analyzer.ts';

/** Short forms and the phrases they stand for. A phrase matches only when all of its words match. */
export const ABBREVIATIONS: ReadonlyMap<string, readonly string[]> = new Map<string, readonly string[]>([
  ['rdl', ['romanian deadlift']],
  ['sldl', ['stiff leg deadlift', 'stiff legged deadlift', 'straight leg deadlift']],
  ['dl', ['deadlift']],
  ['bp', ['bench press']],
  ['cgbp', ['close grip bench press']],
  ['ohp', ['overhead press', 'military press']],
  ['ghr', ['glute ham raise']],
  ['hspu', ['handstand push up']],
  ['bss', ['bulgarian split squat']],
  ['rfess', ['rear foot elevated split squat', 'bulgarian split squat']],
  ['db', ['dumbbell']],
  ['dbs', ['dumbbell']],
  ['bb', ['barbell']],
  ['kb', ['kettlebell']],
  ['kbs', ['kettlebell']],
  ['ez', ['ez bar']],
  ['bw', ['bodyweight', 'body weight']],
  ['trx', ['suspension']],
  ['abs', ['abdominal', 'ab']],
  ['lat', ['latissimus']],
  ['lats', ['latissimus']],
  ['delt', ['deltoid', 'shoulder']],
  ['delts', ['deltoid', 'shoulder']],
  ['tri', ['tricep']],
  ['tris', ['tricep']],
  ['bi', ['bicep']],
  ['bis', ['bicep']],
  ['quad', ['quadricep']],
  ['quads', ['quadricep']],
  ['hams', ['hamstring']],
  ['glute', ['gluteus', 'gluteal']],
  ['glutes', ['gluteus', 'gluteal']],
  ['pec', ['pectoral', 'chest']],
  ['pecs', ['pectoral', 'chest']],
  ['trap', ['trapezius']],
  ['traps', ['trapezius']],
]);

/**
 * Closed compounds people also write apart, with their words in stemmed form: a query for "pushup" also finds
 * "push" and "up" written apart. (The other way round needs no list: the index joins adjacent name words, and a
 * query joins adjacent words that the catalogue writes as one.)
 */
export const COMPOUNDS: ReadonlyMap<string, readonly string[]> = new Map<string, readonly string[]>([
  ['pullup', ['pull', 'up']],
  ['pushup', ['push', 'up']],
  ['chinup', ['chin', 'up']],
  ['situp', ['sit', 'up']],
  ['stepup', ['step', 'up']],
  ['muscleup', ['muscle', 'up']],
  ['getup', ['get', 'up']],
  ['pulldown', ['pull', 'down']],
  ['pushdown', ['push', 'down']],
  ['stepdown', ['step', 'down']],
  ['pullthrough', ['pull', 'through']],
  ['kickback', ['kick', 'back']],
  ['rollout', ['roll', 'out']],
  ['skullcrusher', ['skull', 'crusher']],
  ['ezbar', ['ez', 'bar']],
]);

const expansions = new Map<string, readonly (readonly string[])[]>();

/**
 * The term lists an English query token stands for besides itself, one list per phrase, every word of a list
 * required: the phrases of an abbreviation, or the words of a closed compound ("pullup" -> pull + up, so that
 * "pullup" finds what "pull up" finds). Empty when the token is neither. Looks up the token and its stem.
 */
export function expandAlias(token: string, english: Analyzer): readonly (readonly string[])[] {
  const cached = expansions.get(token);
  if (cached !== undefined) return cached;
  const stem = english.stem(token);
  const phrases = ABBREVIATIONS.get(token) ?? ABBREVIATIONS.get(stem) ?? [];
  const result: (readonly string[])[] = phrases.map((phrase) => english.terms(phrase));
  const parts = COMPOUNDS.get(stem);
  if (parts !== undefined) result.push(parts);
  // Only hits are remembered: they are a closed set, while misses are arbitrary user input.
  if (result.length > 0) expansions.set(token, result);
  return result;
}
