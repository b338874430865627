import { execFileSync } from "node:child_process";

/** The boundary rules of eslint.config.mjs, checked on small snippets placed in the project's folders. */
type Snippet = { code: string; filePath: string };

const readEnv = "export const secret = process.env.NEXTAUTH_SECRET;\n";
const importDatabase = 'import { db } from "@/lib/services/database";\nexport const x = db;\n';
const importPayments = 'export const load = () => import("@/lib/services/payments");\n';
const importServiceRelative =
  'import { putFile } from "../../lib/services/storage";\nexport const x = putFile;\n';
const importCardEncryption =
  'export const load = () => import("@/lib/services/payments/crypto");\nexport { activityTopic } from "@/lib/services/realtime/channels";\n';
const importComponentType =
  'import type { ButtonProps } from "@/components/ui/button";\nexport type X = ButtonProps;\n';
const importComponentDynamic = 'export const load = () => import("@/components/ui/button");\n';
const importDomain = 'import { env } from "@/lib/env";\nexport const x = env;\n';

const cases: Record<string, Snippet> = {
  envInLib: { code: readEnv, filePath: "lib/auth/snippet.ts" },
  envInComponent: { code: readEnv, filePath: "components/ui/snippet.tsx" },
  envInApp: { code: readEnv, filePath: "app/snippet/page.tsx" },
  envInProxy: { code: readEnv, filePath: "proxy.ts" },
  envInInstrumentation: { code: readEnv, filePath: "instrumentation.ts" },
  envInEnvModule: { code: readEnv, filePath: "lib/env/index.ts" },
  envInScript: { code: readEnv, filePath: "scripts/snippet.ts" },
  databaseInComponent: { code: importDatabase, filePath: "components/admin/snippet.tsx" },
  serviceDynamicInComponent: { code: importPayments, filePath: "components/billing/snippet.tsx" },
  serviceRelativeInComponent: { code: importServiceRelative, filePath: "components/profile/snippet.tsx" },
  browserSafeServiceInComponent: { code: importCardEncryption, filePath: "components/billing/snippet.ts" },
  databaseInDomain: { code: importDatabase, filePath: "lib/community/snippet.ts" },
  componentTypeInLib: { code: importComponentType, filePath: "lib/cities/snippet.ts" },
  componentDynamicInLib: { code: importComponentDynamic, filePath: "lib/guides/snippet.ts" },
  componentInApp: { code: importComponentType, filePath: "app/snippet/page.tsx" },
  domainInComponent: { code: importDomain, filePath: "components/ui/snippet.tsx" },
};

let broken: Record<string, string[]>;

beforeAll(() => {
  const output = execFileSync(process.execPath, ["tests/support/lint-snippets.mjs"], {
    input: JSON.stringify(Object.values(cases)),
    encoding: "utf8",
  });
  const results = JSON.parse(output) as string[][];
  broken = Object.fromEntries(Object.keys(cases).map((name, i) => [name, results[i] ?? []]));
}, 60_000);

describe("lint: the environment is read in one module", () => {
  it("forbids process.env in lib, components, app, proxy.ts and instrumentation.ts", () => {
    for (const name of ["envInLib", "envInComponent", "envInApp", "envInProxy", "envInInstrumentation"])
      expect({ name, rules: broken[name] }).toEqual({ name, rules: ["no-restricted-properties"] });
  });

  it("allows it in lib/env and in scripts", () => {
    expect(broken.envInEnvModule).toEqual([]);
    expect(broken.envInScript).toEqual([]);
  });
});

describe("lint: import boundaries", () => {
  it("forbids components to import the database or a service adapter, statically or dynamically", () => {
    expect(broken.databaseInComponent).toEqual(["no-restricted-imports"]);
    expect(broken.serviceRelativeInComponent).toEqual(["no-restricted-imports"]);
    expect(broken.serviceDynamicInComponent).toEqual(["no-restricted-syntax"]);
  });

  it("allows components the browser-safe parts of an adapter, and lib/<domain>", () => {
    expect(broken.browserSafeServiceInComponent).toEqual([]);
    expect(broken.domainInComponent).toEqual([]);
    expect(broken.databaseInDomain).toEqual([]);
  });

  it("forbids lib to import components, even a type", () => {
    expect(broken.componentTypeInLib).toEqual(["no-restricted-imports"]);
    expect(broken.componentDynamicInLib).toEqual(["no-restricted-syntax"]);
    expect(broken.componentInApp).toEqual([]);
  });
});
