export { requireMember } from './lazyGuard';
export { validateRedirectSearch } from './redirectSearch';
export { SignInAgain } from './SignInAgain';
