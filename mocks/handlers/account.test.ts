// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db';
import { startSeededSession } from '@mocks/sessions';
import { callApi, setupMockApi } from '@mocks/testing';

setupMockApi();

const EMMA_ID = 1;

const patchSettings = (token: string, body: unknown) =>
  callApi('/account/settings', { method: 'PATCH', token, body: JSON.stringify(body) });

const deleteAccount = (token: string | undefined, password: string) =>
  callApi('/account', { method: 'DELETE', token, body: JSON.stringify({ password }) });

describe('/account/settings', () => {
  it('gives a member who never changed them the defaults', async () => {
    const { status, body } = await callApi('/account/settings', {
      token: await startSeededSession('free'),
    });
    expect(status).toBe(200);
    expect(body).toEqual({
      data: {
        notifications: { forum_replies: true, messages: true, job_alerts: true, newsletter: false },
        profile_visibility: 'public',
      },
    });
  });

  it('changes what is sent, keeps the rest, and reads it back', async () => {
    const token = await startSeededSession('free');
    const notifications = {
      forum_replies: false,
      messages: true,
      job_alerts: false,
      newsletter: true,
    };
    expect((await patchSettings(token, { notifications })).body).toEqual({
      data: { notifications, profile_visibility: 'public' },
    });
    await patchSettings(token, { profile_visibility: 'members' });
    expect((await callApi('/account/settings', { token })).body).toEqual({
      data: { notifications, profile_visibility: 'members' },
    });
  });

  it('keeps each member to their own settings', async () => {
    await patchSettings(await startSeededSession('free'), { profile_visibility: 'hidden' });
    const { body } = await callApi('/account/settings', {
      token: await startSeededSession('premium'),
    });
    expect(body).toMatchObject({ data: { profile_visibility: 'public' } });
  });

  it('refuses a visibility the contract does not know, and a visitor', async () => {
    const token = await startSeededSession('free');
    const refused = await patchSettings(token, { profile_visibility: 'friends' });
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ errors: { profile_visibility: [expect.any(String)] } });
    expect((await callApi('/account/settings')).status).toBe(401);
  });
});

describe('profile visibility in the member directory (/forums/members)', () => {
  const names = async (token?: string) => {
    const { body } = await callApi('/forums/members?per_page=50&sort=newest', { token });
    return (body as { data: Array<{ name: string }> }).data.map((member) => member.name);
  };

  async function emmaStartsATopic() {
    const token = await startSeededSession('free');
    const { status } = await callApi('/forums/topics', {
      method: 'POST',
      token,
      body: JSON.stringify({
        title: 'Best coworking spaces near Nimman?',
        category: 'travel',
        content: 'Looking for a quiet place with fast wifi and good coffee for a month.',
        tags: [],
      }),
    });
    expect(status).toBe(201);
    return token;
  }

  it('lists a public member to everyone', async () => {
    await emmaStartsATopic();
    expect(await names()).toContain('Emma Explorer');
  });

  it('lists a members-only member to signed-in members alone', async () => {
    const token = await emmaStartsATopic();
    await patchSettings(token, { profile_visibility: 'members' });
    expect(await names()).not.toContain('Emma Explorer');
    expect(await names(await startSeededSession('premium'))).toContain('Emma Explorer');
  });

  it('leaves a hidden member out for everyone but themselves', async () => {
    const token = await emmaStartsATopic();
    await patchSettings(token, { profile_visibility: 'hidden' });
    expect(await names()).not.toContain('Emma Explorer');
    expect(await names(await startSeededSession('premium'))).not.toContain('Emma Explorer');
    expect(await names(token)).toContain('Emma Explorer');
  });
});

describe('DELETE /account', () => {
  /** Emma's rows in every table that holds a member's. */
  const emmasRows = () => ({
    user: db.user.findMany((q) => q.where({ id: EMMA_ID })).length,
    session: db.session.findMany((q) => q.where({ user_id: EMMA_ID })).length,
    settings: db.accountSettings.findMany((q) => q.where({ id: EMMA_ID })).length,
    favorite: db.favorite.findMany((q) => q.where({ user_id: EMMA_ID })).length,
    travelList: db.travelList.findMany((q) => q.where({ user_id: EMMA_ID })).length,
    journalEntry: db.journalEntry.findMany((q) => q.where({ user_id: EMMA_ID })).length,
    ad: db.ad.findMany((q) => q.where({ user_id: EMMA_ID })).length,
    job: db.job.findMany((q) => q.where({ posted_by: EMMA_ID })).length,
    subscription: db.subscription.findMany((q) => q.where({ user_id: EMMA_ID })).length,
    supportRequest: db.supportRequest.findMany((q) => q.where({ user_id: EMMA_ID })).length,
    datingMessage: db.datingMessage.findMany((q) => q.where({ user_id: EMMA_ID })).length,
    memberLike: db.memberLike.findMany((q) =>
      q.where({ key: (key: string) => key.startsWith(`${EMMA_ID}:`) }),
    ).length,
    profileView: db.profileView.findMany((q) => q.where({ member: 'Emma Explorer' })).length,
  });

  it('refuses a wrong password on the password field, and removes nothing', async () => {
    const token = await startSeededSession('free');
    await patchSettings(token, { profile_visibility: 'hidden' });
    const before = emmasRows();
    const { status, body } = await deleteAccount(token, 'not-my-password');
    expect(status).toBe(422);
    expect(body).toEqual({
      message: 'The password is incorrect.',
      errors: { password: ['The password is incorrect.'] },
    });
    expect(emmasRows()).toEqual(before);
  });

  it("removes the member and every row of theirs, and ends all of the member's sessions", async () => {
    const token = await startSeededSession('free');
    const other = await startSeededSession('free');
    await patchSettings(token, { profile_visibility: 'hidden' });
    const before = emmasRows();
    expect(before).toMatchObject({ user: 1, session: 2, settings: 1 });
    expect(before.favorite).toBeGreaterThan(0);
    expect(before.travelList).toBeGreaterThan(0);
    expect(before.profileView).toBeGreaterThan(0);

    expect((await deleteAccount(token, 'Explorer123!')).status).toBe(204);

    expect(emmasRows()).toEqual(Object.fromEntries(Object.keys(before).map((table) => [table, 0])));
    expect((await callApi('/auth/user', { token })).status).toBe(401);
    expect((await callApi('/auth/user', { token: other })).status).toBe(401);
    const login = await callApi('/auth/login', {
      method: 'POST',
      body: JSON.stringify({ email: 'explorer@ginger.example', password: 'Explorer123!' }),
    });
    expect(login.status).toBe(401);
  });

  it('leaves the other members alone', async () => {
    const aditya = () => ({
      user: db.user.findMany((q) => q.where({ id: 2 })).length,
      favorite: db.favorite.findMany((q) => q.where({ user_id: 2 })).length,
    });
    const before = aditya();
    await deleteAccount(await startSeededSession('free'), 'Explorer123!');
    expect(aditya()).toEqual(before);
  });

  it('lets a member sign up again with the address of a deleted account', async () => {
    await deleteAccount(await startSeededSession('free'), 'Explorer123!');
    const { status } = await callApi('/auth/register', {
      method: 'POST',
      body: JSON.stringify({
        name: 'Emma Again',
        email: 'explorer@ginger.example',
        password: 'Harbour2026!',
        password_confirmation: 'Harbour2026!',
        terms: true,
      }),
    });
    expect(status).toBe(201);
  });

  it('refuses the owner of a team that still has other members', async () => {
    const { status, body } = await deleteAccount(
      await startSeededSession('corporate'),
      'Enterprise123!',
    );
    expect(status).toBe(422);
    expect(body).toMatchObject({ errors: { team: [expect.stringMatching(/other members/)] } });
    expect(db.user.findMany((q) => q.where({ id: 3 }))).toHaveLength(1);
  });

  it('refuses a visitor', async () => {
    expect((await deleteAccount(undefined, 'Explorer123!')).status).toBe(401);
  });
});
