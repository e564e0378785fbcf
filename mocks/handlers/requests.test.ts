// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import type { MemberRequestsResponse } from '@/api/generated';
import { pinClock } from '@/lib/clock';
import { db } from '../db';
import { FIXED_NOW } from '../fixedClock';
import { callApi, setupMockApi } from '../testing';
import { startSeededSession } from '../sessions';
import { RESET_LINK_UNUSABLE } from './auth';

setupMockApi();
afterEach(() => pinClock(FIXED_NOW, { frozen: true }));

const post = (path: string, body: object, token?: string) =>
  callApi(path, { method: 'POST', body: JSON.stringify(body), token });

async function requestsOf(token: string) {
  const { body } = await callApi('/account/requests', { token });
  return (body as MemberRequestsResponse).data.map(({ kind, subject, status }) => ({
    kind,
    subject,
    status,
  }));
}

/** The token of the newest reset link the mock mailed to `email`. */
function mailedResetToken(email: string): string {
  const mail = db.mail.findMany((q) => q.where({ to: email })).findLast((m) => m.link !== null);
  return new URL(mail!.link!, 'http://site').searchParams.get('token')!;
}

const newPassword = (token: string, password = 'Lanterns-42!') =>
  post('/auth/reset-password', { token, password, password_confirmation: password });

describe("a member's requests", () => {
  it('shows messages and guides where they stand, newest first', async () => {
    expect(await requestsOf(await startSeededSession('premium'))).toEqual([
      { kind: 'contact', subject: 'Invoice for my Adventurer plan', status: 'received' },
      {
        kind: 'guide',
        subject: 'Ubud on a cook’s budget: markets, warungs and cooking classes',
        status: 'in_review',
      },
    ]);
    expect(await requestsOf(await startSeededSession('free'))).toEqual([
      {
        kind: 'contact',
        subject: 'Can I move my saved places to a new account?',
        status: 'answered',
      },
    ]);
  });

  it('lists a message under the account that sent it while signed in, whatever email it gives', async () => {
    const token = await startSeededSession('free');
    await post(
      '/contact',
      {
        name: 'Emma Explorer',
        email: 'emma.travels@example.com',
        subject: 'Visa runs from Chiang Mai',
        message: 'Which border crossing do members recommend this year?',
      },
      token,
    );
    expect((await requestsOf(token))[0]).toEqual({
      kind: 'contact',
      subject: 'Visa runs from Chiang Mai',
      status: 'received',
    });
  });

  it("keeps a message sent under someone's email out of that person's requests, and mails its confirmation", async () => {
    await post('/contact', {
      name: 'Not Emma',
      email: 'Explorer@Ginger.example',
      subject: 'Please close my account',
      message: 'Written by someone who only knows her email address.',
    });
    const subjects = (await requestsOf(await startSeededSession('free'))).map(
      ({ subject }) => subject,
    );
    expect(subjects).not.toContain('Please close my account');
    expect(db.mail.findMany((q) => q.where({ to: 'Explorer@Ginger.example' }))).toEqual([
      expect.objectContaining({ subject: 'We got your message: Please close my account' }),
    ]);
  });
});

describe('resetting a password', () => {
  it('mails a link that sets a new password once, ends every session and shows as used', async () => {
    const session = await startSeededSession('free');
    await post('/auth/forgot-password', { email: 'explorer@ginger.example' });
    const token = mailedResetToken('explorer@ginger.example');

    const mismatch = await post('/auth/reset-password', {
      token,
      password: 'Lanterns-42!',
      password_confirmation: 'Lanterns-43!',
    });
    expect(mismatch.status).toBe(422);
    expect((await newPassword(token)).status).toBe(200);

    expect((await callApi('/auth/user', { token: session })).status).toBe(401);
    const signIn = await post('/auth/login', {
      email: 'explorer@ginger.example',
      password: 'Lanterns-42!',
    });
    expect(signIn.status).toBe(200);
    expect(await newPassword(token, 'Another-42!')).toMatchObject({
      status: 422,
      body: { errors: { token: [RESET_LINK_UNUSABLE] } },
    });
    const { token: fresh } = signIn.body as { token: string };
    expect((await requestsOf(fresh))[0]).toEqual({
      kind: 'password_reset',
      subject: 'explorer@ginger.example',
      status: 'used',
    });
  });

  it('refuses a link after an hour, and an unknown one', async () => {
    await post('/auth/forgot-password', { email: 'adventurer@ginger.example' });
    const token = mailedResetToken('adventurer@ginger.example');
    pinClock(new Date(FIXED_NOW.getTime() + 61 * 60_000), { frozen: true });
    expect((await newPassword(token)).status).toBe(422);
    expect((await newPassword('not-a-real-token')).status).toBe(422);
  });

  it('mails nothing for an email with no account, and answers the same', async () => {
    const { status } = await post('/auth/forgot-password', { email: 'nobody@ginger.example' });
    expect(status).toBe(202);
    expect(db.mail.findMany()).toHaveLength(0);
  });
});
