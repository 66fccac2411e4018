import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as english from '@zxcvbn-ts/language-en';

// zxcvbn's dictionaries are some 29 MB of JavaScript objects and take 300 ms to load: this module is loaded only
// on the password-strength worker thread (features/auth/password-strength.pool.ts), never by the server's own
// thread, whose every full garbage collection would otherwise walk them.

const zxcvbn = new ZxcvbnFactory({
  dictionary: { ...common.dictionary, ...english.dictionary },
  graphs: common.adjacencyGraphs,
  translations: english.translations,
});

/** zxcvbn's score (0-4) a new password must reach: 3 is "safely unguessable" online and offline-slow. */
export const MIN_PASSWORD_SCORE = 3;

/**
 * Why a new password is refused, or null when it is strong enough: common passwords, words with
 * obvious substitutions, keyboard walks, dates, and the user's own name or email are refused.
 */
export function weakPasswordReason(password: string, userInputs: string[] = []): string | null {
  const result = zxcvbn.check(password, userInputs.filter(Boolean));
  if (result.score >= MIN_PASSWORD_SCORE) return null;
  const warning = result.feedback.warning ? `${result.feedback.warning.replace(/\.$/, '')}. ` : '';
  const suggestion = result.feedback.suggestions[0] ?? 'Add more words that are less common.';
  return `This password is too easy to guess. ${warning}${suggestion}`;
}
