import { pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';

/** Small settings the app generates itself (for example the JWT secret when none is configured). */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});
