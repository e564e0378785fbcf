// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { callApi, setupMockApi } from '@mocks/testing';

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
