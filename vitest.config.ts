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
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
