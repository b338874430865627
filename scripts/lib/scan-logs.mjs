// After the browser tests: the server's whole output must not contain a secret of the run (the
// passwords the tests typed, card numbers, password hashes, session cookies, the signing secret).
import { existsSync, readFileSync } from "node:fs";

export const forbidden = [
  { name: "demo password", pattern: /Nomad-Demo-2026/ },
  { name: "test password", pattern: /Cafecito-Andes-77|Nuevo-Camino-88/ },
  {
    name: "card number",
    pattern: /4242\s?4242\s?4242\s?4242|4000\s?0000\s?0000\s?0002|5555\s?5555\s?5555\s?4444/,
  },
  { name: "password hash", pattern: /\$argon2id\$/ },
  { name: "session cookie", pattern: /next-auth\.session-token=[A-Za-z0-9._-]{20,}/ },
  { name: "auth secret", pattern: /e2e-secret-that-is-long-enough-for-next-auth/ },
  { name: "CVV field", pattern: /"cvv"\s*:\s*"\d{3,4}"/i },
];

export function scanLog(file) {
  if (!existsSync(file)) return [`${file} is missing`];
  const text = readFileSync(file, "utf8");
  return forbidden
    .filter(({ pattern }) => pattern.test(text))
    .map(({ name }) => `the server log contains a ${name}`);
}
