import { availableParallelism } from "node:os";
import tsconfigPaths from "vite-tsconfig-paths";
import { defineConfig } from "vitest/config";
import { inlineScript } from "./vite.inline-script";

/** Vitest runs unit and component tests (tests/ and app/**\/*.test.ts[x]); e2e/ is Playwright's. */
export default defineConfig({
  plugins: [inlineScript(), tsconfigPaths()],
  test: {
    include: ["tests/**/*.test.{ts,tsx}", "app/**/*.test.{ts,tsx}"],
    environment: "node",
    setupFiles: ["tests/setup.ts"],
    // One migrated database dump for every test database of the run (tests/fixtures/databases.ts).
    globalSetup: ["tests/global-setup.ts"],
    // Two test files at a time even on two cores (Vitest's default there is one): many files
    // mostly wait (a lock going stale, a carousel's 3 s, a child process), so a second file
    // fills that time. docs/decisions/test-speed.md "Vitest".
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // Limits for a loaded two-core machine: at a load average of 40 opening and migrating a PGlite
    // database took over 30 s (docs/decisions/test-speed.md "Deadlines").
    testTimeout: 120_000,
    hookTimeout: 300_000,
  },
});
