import { defineConfig } from 'drizzle-kit';

// Migrations are generated from the schema, committed, and applied at start (DEVELOPERS.md, Stack).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './src/db/migrations',
});
