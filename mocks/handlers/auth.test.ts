// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { callApi, setupMockApi } from '@mocks/testing';
import { now, pinClock } from '@/lib/clock';

setupMockApi();

const login = (email: string, password: string) =>
  callApi('/auth/login', { method: 'POST', body: JSON.stringify({ email, password }) });

describe('POST /auth/login', () => {
  it('signs a seeded member in with an opaque token', async () => {
    const { status, body } = await login('adventurer@ginger.example', 'Adventurer123!');
    expect(status).toBe(200);
    expect(body).toMatchObject({
      user: { membership_tier: 'premium' },
      token: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
  });

  it('answers 401 with a message for a wrong password', async () => {
    expect(await login('explorer@ginger.example', 'wrong-password')).toMatchObject({
      status: 401,
      body: { message: 'These credentials do not match our records.' },
    });
  });

  it('answers 422 with field errors for an invalid email and a short password', async () => {
    const { status, body } = await login('not-an-email', '123');
    expect(status).toBe(422);
    expect(body).toMatchObject({
      errors: {
        email: ['The email field must be a valid email address.'],
        password: ['The password field must be at least 6 characters.'],
      },
    });
  });
});

describe('sign-in attempts', () => {
  const laterBy = (ms: number) => pinClock(new Date(now().getTime() + ms), { frozen: true });

  it('are refused with 429 and Retry-After after five failures, even with the right password', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1)
      expect((await login('explorer@ginger.example', 'wrong-password')).status).toBe(401);
    laterBy(20_000);
    const refused = await login('EXPLORER@ginger.example', 'Explorer123!');
    expect(refused).toMatchObject({ status: 429, body: { message: 'Too Many Attempts.' } });
    expect(refused.response.headers.get('Retry-After')).toBe('40');
    expect((await login('adventurer@ginger.example', 'Adventurer123!')).status).toBe(200);

    laterBy(40_000);
    expect((await login('explorer@ginger.example', 'Explorer123!')).status).toBe(200);
  });

  it('hold when many arrive at once: five are checked, the rest refused before any password is', async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, () => login('explorer@ginger.example', 'wrong-password')),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(35);
  });

  it('start counting afresh after a successful sign-in', async () => {
    for (let attempt = 0; attempt < 4; attempt += 1)
      await login('explorer@ginger.example', 'wrong-password');
    expect((await login('explorer@ginger.example', 'Explorer123!')).status).toBe(200);
    for (let attempt = 0; attempt < 4; attempt += 1)
      expect((await login('explorer@ginger.example', 'wrong-password')).status).toBe(401);
  });
});

describe('POST /auth/forgot-password', () => {
  const requestReset = () =>
    callApi('/auth/forgot-password', {
      method: 'POST',
      body: JSON.stringify({ email: 'explorer@ginger.example' }),
    });

  it('sends three links per address in ten minutes, then asks the caller to wait', async () => {
    for (let attempt = 0; attempt < 3; attempt += 1)
      expect((await requestReset()).status).toBe(202);
    const refused = await requestReset();
    expect(refused.status).toBe(429);
    expect(refused.response.headers.get('Retry-After')).toBe('600');
  });
});

describe('POST /auth/register', () => {
  const payload = {
    name: 'Kai',
    email: 'kai@ginger.example',
    password: 'Mountains88!',
    password_confirmation: 'Mountains88!',
    terms: true,
  };

  it('creates a free member and signs them in', async () => {
    const { status, body } = await callApi('/auth/register', {
      method: 'POST',
      body: JSON.stringify(payload),
    });
    expect(status).toBe(201);
    expect(body).toMatchObject({
      user: { name: 'Kai', membership_tier: 'free' },
      token: expect.any(String),
    });
  });

  it('refuses a name of blanks and invisible characters, and stores one without them', async () => {
    const blank = await callApi('/auth/register', {
      method: 'POST',
      body: JSON.stringify({ ...payload, name: ' \u200B\u202E  ' }),
    });
    expect(blank.status).toBe(422);
    expect(blank.body).toMatchObject({ errors: { name: ['The name field is required.'] } });

    const padded = await callApi('/auth/register', {
      method: 'POST',
      body: JSON.stringify({ ...payload, name: '  \u202EKai Nakamura ' }),
    });
    expect(padded.body).toMatchObject({ user: { name: 'Kai Nakamura' } });
  });

  it('refuses a taken email, a mismatched confirmation and unaccepted terms', async () => {
    const { status, body } = await callApi('/auth/register', {
      method: 'POST',
      body: JSON.stringify({
        ...payload,
        email: 'EXPLORER@ginger.example',
        password_confirmation: 'other',
        terms: false,
      }),
    });
    expect(status).toBe(422);
    expect(body).toMatchObject({
      message: 'The email has already been taken.',
      errors: {
        email: ['The email has already been taken.'],
        password_confirmation: ['The password confirmation does not match.'],
        terms: ['The terms must be accepted.'],
      },
    });
  });
});

describe('two registrations with one email at the same moment', () => {
  it('create one account: the other is told the email is taken', async () => {
    const register = (name: string) =>
      callApi('/auth/register', {
        method: 'POST',
        body: JSON.stringify({
          name,
          email: 'twins@ginger.example',
          password: 'Mountains88!',
          password_confirmation: 'Mountains88!',
          terms: true,
        }),
      });
    const answers = await Promise.all([register('Ana'), register('Ana Twin')]);
    expect(answers.map(({ status }) => status).sort()).toEqual([201, 422]);
    expect(answers.find(({ status }) => status === 422)?.body).toMatchObject({
      errors: { email: ['The email has already been taken.'] },
    });
    expect((await login('twins@ginger.example', 'Mountains88!')).status).toBe(200);
  });
});

describe('the session', () => {
  it('returns the current user for a valid token and 401 after logout', async () => {
    const { body } = await login('enterprise@ginger.example', 'Enterprise123!');
    const { token } = body as { token: string };
    expect((await callApi('/auth/user', { token })).body).toMatchObject({
      data: { membership_tier: 'corporate' },
    });
    expect((await callApi('/auth/logout', { method: 'POST', token })).status).toBe(204);
    expect(await callApi('/auth/user', { token })).toMatchObject({
      status: 401,
      body: { message: 'Unauthenticated.' },
    });
  });
});
