import nextJest from "next/jest.js";

// Jest runs the unit tests (no database), the integration tests (a real PostgreSQL, a fresh
// database per test file) and the system tests (real server processes of the production build,
// run in band by scripts/test.mjs). Playwright specs live in e2e/ and are not matched here.
const createJestConfig = nextJest({ dir: "./" });

const shared = {
  moduleNameMapper: {
    "^@/(.*)$": "<rootDir>/$1",
    // Tests call server modules directly: `server-only` is the empty module React server code gets.
    "^server-only$": "<rootDir>/node_modules/server-only/empty.js",
  },
  testEnvironment: "node",
  clearMocks: true,
  // Builds in other folders (NEXT_DIST_DIR, e.g. a benchmark's) hold copies of package.json.
  modulePathIgnorePatterns: ["<rootDir>/\\.next-"],
};

// next-intl and the ICU message formatting under it ship only ES modules, which Jest (CommonJS here)
// must compile like our own code; next/jest compiles only its own packages from node_modules.
const esModulePackages = ["next-intl", "use-intl", "intl-messageformat", "icu-minify", "@formatjs"];
const nextIgnores = "/node_modules/(?!.pnpm)(?!(";

function compileEsModules(project) {
  if (!project.transformIgnorePatterns.some((pattern) => pattern.startsWith(nextIgnores)))
    throw new Error("jest.config.mjs: next/jest's transformIgnorePatterns changed; update compileEsModules");
  return {
    ...project,
    transformIgnorePatterns: project.transformIgnorePatterns.map((pattern) =>
      pattern.startsWith(nextIgnores)
        ? pattern.replace(nextIgnores, `${nextIgnores}${esModulePackages.join("|")}|`)
        : pattern,
    ),
  };
}

export default async function config() {
  const unit = await createJestConfig({
    ...shared,
    displayName: "unit",
    testMatch: ["<rootDir>/tests/unit/**/*.test.{ts,tsx}"],
  })();
  const integration = await createJestConfig({
    ...shared,
    displayName: "integration",
    testMatch: ["<rootDir>/tests/integration/**/*.test.ts"],
    globalSetup: "<rootDir>/tests/support/integration-global-setup.ts",
    globalTeardown: "<rootDir>/tests/support/integration-global-teardown.ts",
    setupFilesAfterEnv: ["<rootDir>/tests/support/integration-database.ts"],
  })();
  const system = await createJestConfig({
    ...shared,
    displayName: "system",
    testMatch: ["<rootDir>/tests/system/**/*.test.ts"],
    setupFilesAfterEnv: ["<rootDir>/tests/system/support/setup.ts"],
  })();
  return { projects: [unit, integration, system].map(compileEsModules) };
}
