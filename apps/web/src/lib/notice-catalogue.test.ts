import { describe, expect, it } from 'vitest';
import { failureNotices, fieldLabel, GENERIC_ERROR_TEXT, GENERIC_NOTICE_MS, NOTICE_MS, successNotice } from './notice-catalogue';

describe('failureNotices (error catalogue)', () => {
  it.each([400, 403, 405])('shows the server message in red for %i', (status) => {
    const outcome = failureNotices(status, { message: 'Nope.' });
    expect(outcome.notices).toEqual([{ kind: 'error', message: 'Nope.', autoClose: NOTICE_MS }]);
  });

  it('signs out on 403 only', () => {
    expect(failureNotices(403, { message: 'Forbidden.' }).signOut).toBe(true);
    expect(failureNotices(400, { message: 'Bad.' }).signOut).toBe(false);
    expect(failureNotices(405, { message: 'Not allowed.' }).signOut).toBe(false);
    expect(failureNotices(500, { message: 'x' }).signOut).toBe(false);
  });

  it('gives one notice per 422 field with underscores as spaces and the first message', () => {
    const outcome = failureNotices(422, {
      message: 'The request has invalid fields.',
      errors: { first_name: ['First name required.', 'second'], depth_of_split: ['must be a number'] },
    });
    expect(outcome.notices).toEqual([
      { kind: 'error', title: 'Error: first name field', message: 'First name required.', autoClose: NOTICE_MS },
      { kind: 'error', title: 'Error: depth of split field', message: 'must be a number', autoClose: NOTICE_MS },
    ]);
    expect(outcome.signOut).toBe(false);
  });

  it.each([
    [500, { message: 'Something went wrong on our side.' }],
    [404, { message: 'Not found.' }],
    [0, undefined],
    [502, '<html>bad gateway</html>'],
    [400, {}],
  ])('falls back to the generic 8 s notice for %i', (status, body) => {
    expect(failureNotices(status, body).notices).toEqual([{ kind: 'error', message: GENERIC_ERROR_TEXT, autoClose: GENERIC_NOTICE_MS }]);
  });

  it('shows the message of a 401 only for auth calls (wrong password), not for expired sessions', () => {
    expect(failureNotices(401, { message: 'Invalid email or password.' }, { authCall: true }).notices[0].message).toBe('Invalid email or password.');
    expect(failureNotices(401, { message: 'You are not signed in.' }).notices[0].message).toBe(GENERIC_ERROR_TEXT);
  });

  it('shows the server message for rate limits and oversize uploads', () => {
    expect(failureNotices(429, { message: 'Too many failed sign-in attempts.' }).notices[0].message).toBe('Too many failed sign-in attempts.');
    expect(failureNotices(413, { message: 'The upload is too large.' }).notices[0].message).toBe('The upload is too large.');
  });
});

describe('successNotice', () => {
  it('is green for 5.5 s when the result carries a message', () => {
    expect(successNotice(200, { result: { message: 'Saved.' } })).toEqual({
      kind: 'success',
      message: 'Saved.',
      autoClose: NOTICE_MS,
    });
    expect(successNotice(201, { message: 'Created.', result: { id: 1 } })?.message).toBe('Created.');
  });

  it('is absent without a message or for other statuses', () => {
    expect(successNotice(200, { result: { id: 1 } })).toBeNull();
    expect(successNotice(200, { result: [{ message: 'row' }] })).toBeNull();
    expect(successNotice(204, { result: { message: 'x' } })).toBeNull();
    expect(successNotice(200, undefined)).toBeNull();
  });
});

describe('fieldLabel', () => {
  it('turns underscores into spaces', () => {
    expect(fieldLabel('default_config_id')).toBe('default config id');
    expect(fieldLabel('email')).toBe('email');
  });
});

describe('field labels', () => {
  it('read as words: underscores and camelCase become spaces', () => {
    expect(fieldLabel('first_name')).toBe('first name');
    expect(fieldLabel('filterExpression')).toBe('filter expression');
    expect(failureNotices(422, { message: 'x', errors: { filterExpression: ["Filter: unknown series 'c11' at column 1"] } }).notices[0].title).toBe(
      'Error: filter expression field',
    );
  });
});
