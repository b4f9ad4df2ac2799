import { defineConfig } from 'drizzle-kit'

// Used only by `bun run db:generate`, which writes SQL migrations into drizzle/.
export default defineConfig({
	dialect: 'sqlite',
	schema: './src/db/schema.ts',
	out: './drizzle',
})
