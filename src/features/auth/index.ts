export { requireMember } from './guard';
export { validateRedirectSearch } from './redirectSearch';
