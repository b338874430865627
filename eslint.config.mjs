import nextVitals from "eslint-config-next/core-web-vitals";
import nextTypescript from "eslint-config-next/typescript";

/**
 * Import boundaries, as regular expressions on the import path ("@/…" or relative). The browser-safe
 * parts of an adapter (pure functions and types, no secrets) are the only modules of lib/services a
 * component may import.
 */
const componentsMayNotImport = {
  regex: String.raw`^(@|\.{1,2})/(.*/)?lib/services/(?!(payments/crypto|realtime/channels|realtime/types)$)`,
  message: "Components call lib/<domain>, never a service adapter or the database.",
};
const libMayNotImport = {
  regex: String.raw`^(@|\.{1,2})/(.*/)?components/`,
  message: "lib never imports components: move what both need into lib.",
};

/** no-restricted-imports misses `await import(...)`: the same rule as a selector (no "/" allowed in it). */
const dynamicImportsOf = ({ regex, message }) => ({
  selector: `ImportExpression[source.value=/${regex.replaceAll("/", String.raw`\x2F`)}/]`,
  message,
});

const config = [
  ...nextVitals,
  ...nextTypescript,
  {
    ignores: [
      "node_modules/**",
      ".next/**",
      ".next-*/**",
      ".data/**",
      "lib/services/database/generated/**",
      "test-results/**",
      "playwright-report/**",
      "next-env.d.ts",
    ],
  },
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  // The environment is read and validated in one module; everything else asks it (lib/env).
  {
    files: ["app/**", "components/**", "lib/**", "proxy.ts", "instrumentation*.ts", "next.config.ts"],
    ignores: ["lib/env/index.ts"],
    rules: {
      "no-restricted-properties": [
        "error",
        { object: "process", property: "env", message: "Read the environment through env() from @/lib/env." },
      ],
    },
  },
  // UI never reaches the database or a service adapter; it calls lib/<domain> (server actions, data).
  {
    files: ["components/**"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [componentsMayNotImport] }],
      "no-restricted-syntax": ["error", dynamicImportsOf(componentsMayNotImport)],
    },
  },
  // Domain code never depends on UI: a type both need lives in lib.
  {
    files: ["lib/**"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [libMayNotImport] }],
      "no-restricted-syntax": ["error", dynamicImportsOf(libMayNotImport)],
    },
  },
];

export default config;
