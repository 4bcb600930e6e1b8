import { defineConfig } from "drizzle-kit";

/** `npx drizzle-kit generate` writes SQL migrations to drizzle/ from app/server/schema. */
export default defineConfig({
  dialect: "postgresql",
  schema: "./app/server/schema/index.ts",
  out: "./drizzle",
});
