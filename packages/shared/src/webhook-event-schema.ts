import { z } from 'zod';

/** The envelope every webhook body shares; each event type fills `data`. */
export const webhookUserSchema = z.object({ id: z.string(), email: z.string() });
export const isoDateTime = z.string().meta({ format: 'date-time', examples: ['2026-11-22T10:00:00.000Z'] });

export function eventSchema<T extends string, D extends z.ZodType>(type: T, data: D) {
  return z.object({
    event_type: z.literal(type),
    type: z.literal(type).meta({ description: 'Same as event_type' }),
    event_id: z.string().meta({
      description: 'Unique per event and the same on every retry: use it to drop duplicates',
      examples: ['evt_3kPq9TnV2xYb'],
    }),
    created_at: isoDateTime,
    data,
  });
}
