import { defineConfig } from 'drizzle-kit';

/** Used only by `npm run db:generate` to write migration SQL from the tables; migrations are applied from code. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/src/db/schema.ts',
  out: './server/src/db/migrations',
});
