import * as z from 'zod/mini';
import { MSG } from './messages';

/**
 * The customer's email on the public subscribe page. zod/mini, not zod, like the auth schemas: that page shares the
 * signed-out pages' light entry, where classic zod would be a third of the script (docs/benchmarks.md, issue 36).
 */
export const subscribeBodySchema = z.object({
  email: z
    .string({ error: MSG.emailRequired })
    .check(z.trim(), z.minLength(1, MSG.emailRequired), z.email(MSG.invalidEmail), z.maxLength(254, MSG.invalidEmail)),
});
