// `npm test -- audit`: no high or critical advisory in the production dependencies, except the ones
// listed below with the reason they do not apply (also in the README). When the registry's advisory
// service cannot be reached (offline machines, mirrors without the audit endpoint), it says so and
// passes: the check then belongs to a machine that can reach it.
import { spawnSync } from "node:child_process";
import { root } from "./lib/project.mjs";

/** package name → why its advisory does not apply to Latitud. Keep in step with the README. */
export const exceptions = {};

const result = spawnSync("npm", ["audit", "--omit=dev", "--json"], {
  cwd: root,
  encoding: "utf8",
  maxBuffer: 64 * 1024 * 1024,
});
let report;
try {
  report = JSON.parse(result.stdout);
} catch {
  console.error(`npm audit gave no report:\n${result.stderr}`);
  process.exit(1);
}

if (!report.metadata) {
  console.log(
    `npm audit: the advisory service is unreachable from here (${report.message ?? report.error?.summary ?? "no answer"}); skipped.`,
  );
  process.exit(0);
}

const serious = Object.values(report.vulnerabilities ?? {}).filter(
  (v) => v.severity === "high" || v.severity === "critical",
);
const unexplained = serious.filter((v) => !(v.name in exceptions));
for (const v of serious)
  console.log(
    `  ${v.name in exceptions ? "excepted" : "✗"} ${v.name} (${v.severity})${v.name in exceptions ? `: ${exceptions[v.name]}` : ""}`,
  );
const counts = report.metadata.vulnerabilities;
console.log(
  `npm audit (production dependencies): ${counts.critical} critical, ${counts.high} high, ${counts.moderate} moderate, ${counts.low} low.`,
);
process.exit(unexplained.length ? 1 : 0);
