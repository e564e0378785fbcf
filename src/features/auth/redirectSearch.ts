import * as v from 'valibot';

/** `?redirect=` on /login and /register: any string is kept here; it is honoured only if same-site (lib/redirect). */
export const redirectSearchSchema = v.object({
  redirect: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(2048))), undefined),
});
