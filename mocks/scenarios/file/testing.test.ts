// @vitest-environment node
import { expect, it } from 'vitest';
import { callApi, setupMockApi } from '../../testing';
import { loadScenario } from './testing';

setupMockApi();

it('loads a committed scenario as the mock API of the test: its rows, its account, its page', async () => {
  const { route, token } = await loadScenario('bug-123.json');
  expect(route).toBe('/forums/topic/5');
  const topic = await callApi('/forums/topics/5', { token: token! });
  expect(JSON.stringify(topic.body)).toContain(
    'The 07:40 ferry to Koh Tao stopped running in March.',
  );
  const user = await callApi('/auth/user', { token: token! });
  expect(user.body).toMatchObject({ data: { name: 'Aditya Adventurer' } });
});
