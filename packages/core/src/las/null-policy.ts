import type { NullPolicy } from './types';

/**
 * The null tables. `strict` nulls only the file's NULL value; `common` (the default) also the sentinels and
 * tokens mud-logging and logging software write for "no value"; `aggressive` also values that may be real
 * in some curves (999, 9999) and error markers. `none` keeps every value, even the file's NULL.
 */
export const COMMON_NULL_NUMBERS: readonly number[] = [-999.25, 999.25, -9999.25, 9999.25, -9999, -99999];
export const AGGRESSIVE_NULL_NUMBERS: readonly number[] = [...COMMON_NULL_NUMBERS, -999, 999, 9999, 99999];

/** Text tokens read as null under 'common' (compared case-insensitively). */
export const COMMON_NULL_TOKENS: readonly string[] = [
  '(null)',
  'null',
  'nan',
  '-nan',
  'na',
  'n/a',
  '#n/a',
  '-',
  '--',
  'inf',
  '-inf',
  '+inf',
  'infinity',
  '-infinity',
  '1.#inf',
  '-1.#inf',
  '1.#ind',
  '-1.#ind',
  '1.#qnan',
  '-1.#qnan',
  'none',
  '',
];
/** Extra text tokens read as null under 'aggressive'. */
export const AGGRESSIVE_NULL_TOKENS: readonly string[] = [...COMMON_NULL_TOKENS, 'err', 'error', '#value!', '#div/0!', 'void', '?', 'missing'];

const COMMON_TOKEN_SET = new Set(COMMON_NULL_TOKENS);
const AGGRESSIVE_TOKEN_SET = new Set(AGGRESSIVE_NULL_TOKENS);

/** Patterns for the families: `-1.#IND0000`, `1.#QNAN00`, `-1.#INF00` (MSVC printf), `*****` (Fortran overflow, aggressive). */
const MSVC_SPECIAL = /^[-+]?\d*(?:\.\d*)?#(IND|INF|QNAN|SNAN)\d*$/i;
const OVERFLOW = /^\*+$/;

/** Numbers that become null under a policy, besides the file's NULL value. */
export function nullNumbers(policy: NullPolicy): readonly number[] {
  if (policy === 'common') return COMMON_NULL_NUMBERS;
  if (policy === 'aggressive') return AGGRESSIVE_NULL_NUMBERS;
  return [];
}

/** Whether a non-numeric data token is a null marker under the policy (rather than text). */
export function isNullToken(token: string, policy: NullPolicy): boolean {
  if (policy === 'none' || policy === 'strict') return false;
  const lower = token.toLowerCase();
  if (policy === 'common') return COMMON_TOKEN_SET.has(lower) || MSVC_SPECIAL.test(token);
  return AGGRESSIVE_TOKEN_SET.has(lower) || MSVC_SPECIAL.test(token) || OVERFLOW.test(token);
}
