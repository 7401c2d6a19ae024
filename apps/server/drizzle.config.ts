import { defineConfig } from 'drizzle-kit';

// Each domain module owns its tables in src/modules/<domain>/schema.ts; src/db/tables.ts collects them all.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/tables.ts',
  out: './drizzle',
});
