import { defineConfig } from 'drizzle-kit';

// Core tables live in src/db/schema.ts; each domain module owns its own tables in src/modules/<domain>/schema.ts.
export default defineConfig({
  dialect: 'postgresql',
  schema: ['./src/db/schema.ts', './src/modules/*/schema.ts', './src/modules/chains/*/schema.ts'],
  out: './drizzle',
});
