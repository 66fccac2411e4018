import { describe, expect, it } from 'vitest';
import { activationError } from './activation-rules';

const ok = { first_name: 'Ada', last_name: 'Lovelace', password: 'long-enough', confirmPassword: 'long-enough' };

describe('activation form rules', () => {
  it('checks in the spec order with the spec texts', () => {
    expect(activationError({ ...ok, first_name: ' ', last_name: '' })).toEqual({ field: 'first_name', message: 'First name required.' });
    expect(activationError({ ...ok, last_name: '' })).toEqual({ field: 'last_name', message: 'Last name required.' });
    expect(activationError({ ...ok, password: '', confirmPassword: '' })?.message).toBe('Password fields cannot be empty.');
    expect(activationError({ ...ok, confirmPassword: '' })).toEqual({ field: 'confirmPassword', message: 'Password fields cannot be empty.' });
    expect(activationError({ ...ok, confirmPassword: 'different!' })).toEqual({ field: 'confirmPassword', message: 'Passwords do not match!' });
    expect(activationError({ ...ok, password: 'short', confirmPassword: 'short' })?.field).toBe('password');
    expect(activationError(ok)).toBeNull();
  });
});
