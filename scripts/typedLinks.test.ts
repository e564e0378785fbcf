// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { restrictedSyntax } from './restrictedSyntax';

const restrictions = (code: string, filePath = 'src/features/jobs/Linking.tsx') =>
  restrictedSyntax(code, filePath);

describe('the typed links lint enforces', () => {
  it('refuses `as never`, and allows a real type', async () => {
    expect(await restrictions('export const id = JSON.parse("1") as never;\n')).toEqual([
      expect.stringContaining('`as never`'),
    ]);
    expect(await restrictions('export const id = JSON.parse("1") as number;\n')).toEqual([]);
  });

  it.each([
    'export const a = <a href="/jobs">Jobs</a>;\n',
    "export const a = <a href={'/jobs'}>Jobs</a>;\n",
    'export const a = (id: number) => <a href={`/jobs/${id}`}>Job</a>;\n',
  ])('refuses an internal path in a JSX href: %s', async (code) => {
    expect(await restrictions(code)).toEqual([expect.stringContaining('<Link to params search>')]);
  });

  it.each([
    'export const a = <a href="#main">Skip</a>;\n',
    'export const a = <a href="https://example.com/jobs">Elsewhere</a>;\n',
    'export const a = (url: string) => <a href={url}>Apply</a>;\n',
    'import { Link } from \'@tanstack/react-router\';\nexport const a = <Link to="/jobs">Jobs</Link>;\n',
  ])('allows a JSX link that is not an internal path: %s', async (code) => {
    expect(await restrictions(code)).toEqual([]);
  });

  it.each([
    "declare const navigate: (options: object) => void;\nnavigate({ href: '/jobs' });\n",
    'declare const router: { navigate: (options: object) => void };\nrouter.navigate({ href: `/jobs/${7}` });\n',
  ])('refuses navigate({ href }): %s', async (code) => {
    expect(await restrictions(code, 'src/lib/Navigating.ts')).toEqual([
      expect.stringContaining('navigate({ href })'),
    ]);
  });

  it('allows navigate({ to, search })', async () => {
    const code =
      "declare const navigate: (options: object) => void;\nnavigate({ to: '/search', search: { q: 'x' } });\n";
    expect(await restrictions(code, 'src/lib/Navigating.ts')).toEqual([]);
  });

  it('holds stories to it too, and leaves the mock alone', async () => {
    const code = 'export const a = <a href="/jobs">Jobs</a>;\n';
    expect(await restrictions(code, 'stories/jobs/Linking.stories.tsx')).toHaveLength(1);
    expect(await restrictions(code, 'mocks/scenarios/Linking.tsx')).toEqual([]);
  });
});
