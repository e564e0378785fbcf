// @vitest-environment node
import { readFileSync } from 'node:fs';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import {
  vListForumTopicsResponse,
  vListJobsResponse,
  vGetForumTopicResponse,
} from '@/api/generated/valibot.gen';
import { callApi, setupMockApi } from '@mocks/testing';
import { resetThrottles } from '../handlers/throttle';
import { HOSTILE_INPUTS } from './hostileInputs';

setupMockApi();

type Json = Record<string, unknown>;
const contract = parse(readFileSync('openapi.yaml', 'utf8')) as {
  paths: Record<string, Record<string, Json>>;
  components: { examples: Record<string, { value: Json }> };
};

/** The contract's example body of an operation: a valid submission to start from. */
function exampleBody(path: string, method: string): Json {
  const operation = contract.paths[path]![method]! as {
    requestBody: {
      content: { 'application/json': { examples: Record<string, { $ref: string }> } };
    };
  };
  const [example] = Object.values(operation.requestBody.content['application/json'].examples);
  return structuredClone(contract.components.examples[example!.$ref.split('/').pop()!]!.value);
}

type Form = {
  name: string;
  path: string;
  method: 'post' | 'put' | 'patch';
  member?: boolean;
  /** Every hostile value is refused (addresses, passwords): nothing is stored. */
  refusesAll?: boolean;
  /** Fields of the example replaced so the submission is valid for the member sending it. */
  fixed?: (token: string) => Promise<Json>;
  /** Fields of the example left out for the same reason. */
  omit?: string[];
};

/** Every form of the app, by the call it makes. */
const FORMS: Form[] = [
  { name: 'sign in', path: '/auth/login', method: 'post', refusesAll: true },
  { name: 'sign up', path: '/auth/register', method: 'post' },
  { name: 'forgot password', path: '/auth/forgot-password', method: 'post', refusesAll: true },
  { name: 'settings: profile', path: '/account/profile', method: 'patch', member: true },
  {
    name: 'settings: password',
    path: '/account/password',
    method: 'put',
    member: true,
    refusesAll: true,
  },
  { name: 'journal entry', path: '/journal/entries', method: 'post', member: true },
  { name: 'post a job', path: '/jobs', method: 'post', member: true },
  { name: 'dating message', path: '/dating/profiles/{id}/messages', method: 'post', member: true },
  { name: 'report', path: '/reports', method: 'post', member: true },
  { name: 'new topic', path: '/forums/topics', method: 'post', member: true },
  {
    name: 'reply',
    path: '/forums/topics/{id}/replies',
    method: 'post',
    member: true,
    // The example answers a reply of another topic.
    omit: ['parent_id'],
  },
  { name: 'contact', path: '/contact', method: 'post' },
  { name: 'submit a guide', path: '/guides/submissions', method: 'post' },
  { name: 'create a listing', path: '/ads', method: 'post', member: true },
  {
    name: 'travel list',
    path: '/lists',
    method: 'post',
    member: true,
    // The example lists another member's favourites.
    fixed: async (token) => {
      const { body } = await callApi('/favorites', { token });
      return { favorite_ids: [(body as { data: Array<{ id: number }> }).data[0]!.id] };
    },
  },
];

/** The fields of a body a person types into: its strings and lists of strings. */
function textFields(body: Json): string[] {
  return Object.entries(body)
    .filter(
      ([, value]) =>
        typeof value === 'string' ||
        (Array.isArray(value) && value.every((item) => typeof item === 'string')),
    )
    .map(([field]) => field);
}

/** What a person may be shown of a refusal: a sentence, never a trace or an internal. */
const RAW_ERROR = /\b(TypeError|ReferenceError|SyntaxError|stack|undefined|NaN|\[object|at \w+ \()/;

let token = '';

async function memberToken(): Promise<string> {
  const { body } = await callApi('/auth/login', {
    method: 'POST',
    body: JSON.stringify({ email: 'adventurer@ginger.example', password: 'Adventurer123!' }),
  });
  return (body as { token: string }).token;
}

describe(`${HOSTILE_INPUTS.length} hostile inputs through every form (${FORMS.length} forms)`, () => {
  it.each(FORMS)(
    '$name: every input is stored as text or refused with a sentence, never a 5xx',
    async (form) => {
      token = form.member ? await memberToken() : '';
      const example: Json = {
        ...exampleBody(form.path, form.method),
        ...(await form.fixed?.(token)),
      };
      for (const field of form.omit ?? []) delete example[field];
      const fields = textFields(example);
      expect(fields.length).toBeGreaterThan(0);
      const url = form.path.replace('{id}', '3');
      let accepted = 0;
      for (const [index, hostile] of HOSTILE_INPUTS.entries()) {
        resetThrottles();
        const field = fields[index % fields.length]!;
        const body = {
          ...example,
          [field]: Array.isArray(example[field]) ? [hostile] : hostile,
          // A new account each time: the same email twice is a conflict, not an attack.
          ...(form.path === '/auth/register' && field !== 'email'
            ? { email: `member${index}@ginger.example` }
            : {}),
          ...(form.path === '/auth/register' && field === 'password'
            ? { password_confirmation: hostile }
            : {}),
        };
        const { status, body: answer } = await callApi(url, {
          method: form.method.toUpperCase(),
          token: token || undefined,
          body: JSON.stringify(body),
          headers: { 'Idempotency-Key': crypto.randomUUID() },
        });
        expect(status, `${field} = ${JSON.stringify(hostile).slice(0, 60)}`).toBeLessThan(500);
        if (status < 400) accepted += 1;
        else {
          const message = (answer as { message?: unknown }).message;
          expect(typeof message).toBe('string');
          expect(message as string).not.toMatch(RAW_ERROR);
        }
      }
      // Hostile text is still text: most of it is stored (and shown) as written.
      if (!form.refusesAll) expect(accepted).toBeGreaterThan(0);
    },
  );

  it('the lists and pages that show what was stored still answer as the contract says', async () => {
    token = await memberToken();
    for (const hostile of HOSTILE_INPUTS) {
      await callApi('/forums/topics/3/replies', {
        method: 'POST',
        token,
        body: JSON.stringify({ content: hostile }),
        headers: { 'Idempotency-Key': crypto.randomUUID() },
      });
    }
    const topic = await callApi('/forums/topics/3', {});
    expect(topic.status).toBe(200);
    expect(v.safeParse(vGetForumTopicResponse, topic.body).success).toBe(true);
    expect(
      v.safeParse(vListForumTopicsResponse, (await callApi('/forums/topics', {})).body).success,
    ).toBe(true);
    expect(v.safeParse(vListJobsResponse, (await callApi('/jobs', {})).body).success).toBe(true);
  });
});
