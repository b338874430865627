#!/usr/bin/env node
// Adds the other platforms' optional native packages (next's swc, tailwind's oxide, the eslint resolver)
// to package-lock.json. The npm mirror our machines reach serves only the Linux builds, so a lock
// written here lacks them and `npm ci` then refuses the lock as out of sync. Each entry carries its
// os/cpu, so npm skips it on other platforms and fetches it where it belongs.
// Run after `npm install` whenever dependencies change: node scripts/lock-platform-packages.mjs
import { readFileSync, writeFileSync } from "node:fs";

const file = new URL("../package-lock.json", import.meta.url);
const lock = JSON.parse(readFileSync(file, "utf8"));
const packages = lock.packages;

const match = (name, table) => table.find(([pattern]) => pattern.test(name))?.[1];
const OS = [
  [/darwin/, "darwin"],
  [/win32/, "win32"],
  [/freebsd/, "freebsd"],
  [/android/, "android"],
  [/openharmony/, "openharmony"],
  [/linux/, "linux"],
];
const CPU = [
  [/arm64|aarch64/, "arm64"],
  [/x64/, "x64"],
  [/arm-|gnueabihf|eabi/, "arm"],
  [/ia32/, "ia32"],
  [/loong64/, "loong64"],
  [/ppc64/, "ppc64"],
  [/riscv64/, "riscv64"],
  [/s390x/, "s390x"],
  [/wasm32/, "wasm32"],
];

// Node's resolution: look in the package's own node_modules, then each ancestor's.
function resolves(from, name) {
  let base = from;
  for (;;) {
    if (packages[`${base ? `${base}/` : ""}node_modules/${name}`]) return true;
    if (!base) return false;
    const cut = base.lastIndexOf("/node_modules/");
    base = cut < 0 ? "" : base.slice(0, cut);
  }
}

const added = [];
for (const [path, entry] of Object.entries(packages)) {
  for (const [name, spec] of Object.entries(entry.optionalDependencies ?? {})) {
    if (resolves(path, name)) continue;
    const locked = { version: spec.replace(/^[\^~=]/, ""), optional: true };
    if (entry.dev) locked.dev = true;
    const cpu = match(name, CPU);
    const os = match(name, OS);
    if (cpu) locked.cpu = [cpu];
    if (os) locked.os = [os];
    packages[`node_modules/${name}`] = locked;
    added.push(`${name}@${locked.version}`);
  }
}

const order = (a, b) => (a === "" ? -1 : b === "" ? 1 : a < b ? -1 : a > b ? 1 : 0);
lock.packages = Object.fromEntries(Object.entries(packages).sort(([a], [b]) => order(a, b)));
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(
  added.length
    ? `Locked ${added.length} platform packages:\n  ${added.join("\n  ")}`
    : "Lock already complete.",
);
