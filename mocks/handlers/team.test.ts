// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import type { TeamResponse } from '@/api/generated';
import { pinClock } from '@/lib/clock';
import { db } from '../db';
import { FIXED_NOW } from '../fixedClock';
import { startSeededSession } from '../sessions';
import { callApi, setupMockApi } from '../testing';
import { ADMINS_ONLY } from './team';

setupMockApi();
afterEach(() => pinClock(FIXED_NOW, { frozen: true }));

const DAY_MS = 24 * 3_600_000;
const send = (path: string, token: string, method: string, body?: object) =>
  callApi(path, { method, token, body: body && JSON.stringify(body) });
const teamOf = async (token: string) =>
  ((await callApi('/team', { token })).body as TeamResponse).data;

describe('the Enterprise team', () => {
  it('shows its seats, members in the order they joined and invitations, the expired one freeing its seat', async () => {
    const team = await teamOf(await startSeededSession('corporate'));
    expect(team).toMatchObject({ name: 'Harbourline Relocation', seats: 10, your_role: 'owner' });
    expect(team.members.map((member) => member.role)).toEqual([
      'owner',
      'admin',
      'member',
      'member',
      'member',
      'member',
    ]);
    expect(team.members[0]).toMatchObject({ name: 'Erin Enterprise', is_you: true });
    expect(team.invitations.map(({ email, expired }) => ({ email, expired }))).toEqual([
      { email: 'lena@harbourline.example', expired: false },
      { email: 'tom@harbourline.example', expired: true },
    ]);
    expect(team.seats_used).toBe(7);
  });

  it('invites by email, mails the invitation, and lets it expire after 7 days', async () => {
    const token = await startSeededSession('corporate');
    const invited = await send('/team/invitations', token, 'POST', {
      email: 'kai@harbourline.example',
      role: 'admin',
    });
    expect(invited.status).toBe(201);
    expect((invited.body as TeamResponse).data.seats_used).toBe(8);
    expect(db.mail.findFirst((q) => q.where({ to: 'kai@harbourline.example' }))?.subject).toBe(
      'Erin Enterprise invited you to Harbourline Relocation on Ginger',
    );
    pinClock(new Date(FIXED_NOW.getTime() + 7 * DAY_MS), { frozen: true });
    expect((await teamOf(token)).seats_used).toBe(6);
  });

  it('refuses an invitation when every seat is taken, until one is freed', async () => {
    const token = await startSeededSession('corporate');
    for (const name of ['kai', 'ravi', 'lucia'])
      await send('/team/invitations', token, 'POST', {
        email: `${name}@x.example`,
        role: 'member',
      });
    const full = await send('/team/invitations', token, 'POST', {
      email: 'one-more@x.example',
      role: 'member',
    });
    expect(full.status).toBe(409);
    expect(full.body).toMatchObject({ message: expect.stringMatching(/^All 10 seats are taken/) });
    await send('/team/members/6', token, 'DELETE');
    expect(
      (
        await send('/team/invitations', token, 'POST', {
          email: 'one-more@x.example',
          role: 'member',
        })
      ).status,
    ).toBe(201);
  });

  it('refuses an email already on the team or invited', async () => {
    const token = await startSeededSession('corporate');
    expect(
      (
        await send('/team/invitations', token, 'POST', {
          email: 'MEI@harbourline.example',
          role: 'member',
        })
      ).body,
    ).toMatchObject({ errors: { email: ['MEI@harbourline.example is already on the team.'] } });
    expect(
      (
        await send('/team/invitations', token, 'POST', {
          email: 'lena@harbourline.example',
          role: 'member',
        })
      ).body,
    ).toMatchObject({ errors: { email: ['lena@harbourline.example is already invited.'] } });
  });

  it('changes roles and removes members, but never the owner or yourself', async () => {
    const token = await startSeededSession('corporate');
    const promoted = await send('/team/members/3', token, 'PATCH', { role: 'admin' });
    expect((promoted.body as TeamResponse).data.members[2]).toMatchObject({ role: 'admin' });
    expect((await send('/team/members/1', token, 'DELETE')).status).toBe(403);
    const removed = await send('/team/members/4', token, 'DELETE');
    expect((removed.body as TeamResponse).data.members.map((member) => member.id)).not.toContain(4);
  });

  it('lets only the owner and admins change the team', async () => {
    const token = await startSeededSession('corporate');
    await db.teamMember.update(
      db.teamMember.findFirst((q) => q.where({ id: 1 }))!,
      {
        data: (row) => void (row.role = 'member'),
      },
    );
    const refused = await send('/team/members/3', token, 'DELETE');
    expect(refused).toMatchObject({ status: 403, body: { message: ADMINS_ONLY } });
  });

  it('has no team for members of the other plans', async () => {
    const refused = await callApi('/team', { token: await startSeededSession('premium') });
    expect(refused.status).toBe(403);
  });
});
