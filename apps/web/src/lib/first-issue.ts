import type { z } from 'zod';

/** The first message `schema` (the API's own request schema, so its rule and its text) has for `value`, or null. */
export function firstIssue(schema: z.ZodType, value: unknown): string | null {
  const parsed = schema.safeParse(value);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
}
