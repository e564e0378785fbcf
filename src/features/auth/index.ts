export { requireMember } from './lazyGuard';
export { redirectSearchSchema } from './redirectSearch';
export { SignInAgain } from './SignInAgain';
