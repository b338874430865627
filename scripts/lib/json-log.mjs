// JSON log lines from the production server, in the shape of lib/observability/logger.ts (pino):
// one object per line on stdout. Next.js reports failures with console.error and a stack printed
// over many lines; `consoleAsJson` turns each such call into one line with the stack in a field, so
// stacks appear only in the JSON logs, whole.
import { format } from "node:util";

const service = "latitud";

export function jsonLog(level, msg, fields = {}) {
  process.stdout.write(
    `${JSON.stringify({ level, time: new Date().toISOString(), service, ...fields, msg })}\n`,
  );
}

export const log = {
  info: (msg, fields) => jsonLog(30, msg, fields),
  warn: (msg, fields) => jsonLog(40, msg, fields),
  error: (msg, fields) => jsonLog(50, msg, fields),
};

const isError = (value) =>
  value instanceof Error ||
  (typeof value === "object" && value !== null && typeof value.stack === "string" && "message" in value);

function errorFields(error) {
  const fields = { name: error.name, message: error.message, stack: error.stack };
  if (error.digest) fields.digest = error.digest;
  if (error.code) fields.code = error.code;
  return fields;
}

/**
 * console.error and console.warn write JSON lines (levels 50 and 40); an Error argument becomes the
 * `err` field.
 */
export function consoleAsJson() {
  const writer =
    (level) =>
    (...args) => {
      const error = args.find(isError);
      const text = format(...args.filter((arg) => arg !== error)).trim();
      const msg = [text, error?.message].filter(Boolean).join(" ");
      jsonLog(level, msg, error ? { err: errorFields(error) } : {});
    };
  console.error = writer(50);
  console.warn = writer(40);
}
