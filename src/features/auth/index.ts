export { requireMember } from './guard';
export { redirectSearchSchema } from './redirectSearch';
