/**
 * Compile-time proof that links are checked against the route tree: `tsc` compiles this file (it
 * is not a test, and nothing imports it), and each `@ts-expect-error` fails the build once the
 * line under it compiles.
 */
import { Link, linkOptions, useNavigate } from '@tanstack/react-router';
import type { PagePath } from '@/lib/urls';

export const refusedLinks = [
  // @ts-expect-error -- no page has this path
  <Link to="/no-such-page" />,
  // @ts-expect-error -- the job board has no such job type
  <Link to="/jobs" search={{ type: 'nonsense' }} />,
  // @ts-expect-error -- a filter is on (true) or absent
  <Link to="/jobs" search={{ remote: 'yes' }} />,
  // @ts-expect-error -- a job's id is a number
  <Link to="/jobs/$id" params={{ id: '7' }} />,
  // @ts-expect-error -- a job's page needs its id
  <Link to="/jobs/$id" />,
];

export const refusedData = linkOptions([
  // @ts-expect-error -- navigation kept as data is checked too
  { to: '/guidez', label: 'Ginger Guides' },
]);

// @ts-expect-error -- a page path has no params to fill in
export const refusedPagePath: PagePath = '/jobs/$id';

export function RefusedNavigation() {
  const navigate = useNavigate();
  // @ts-expect-error -- no page has this path
  void navigate({ to: '/no-such-page' });
  // @ts-expect-error -- the search words are text
  void navigate({ to: '/search', search: { q: ['Bali'] } });
  return null;
}
