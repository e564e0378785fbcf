export { requireMember } from './lazyGuard';
export { validateRedirectSearch } from './redirectSearch';
