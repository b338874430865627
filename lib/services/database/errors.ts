import "server-only";
/**
 * Whether an error means "the database cannot be reached right now" (down, restarting, dropped,
 * not accepting connections, pool exhausted) rather than a bug. Such requests answer 503 with
 * Retry-After instead of 500: the client may try again, and the pool reconnects by itself once
 * the server is back.
 */
const unavailableCodes = new Set([
  // Prisma: can't reach server, timed out, database does not exist, closed the connection, pool timeout.
  "P1001",
  "P1002",
  "P1003",
  "P1008",
  "P1017",
  "P2024",
  // Node sockets.
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "ENOTFOUND",
  "EAI_AGAIN",
  // PostgreSQL: the database does not exist (dropped, or not created yet), is not accepting
  // connections (ALLOW_CONNECTIONS false), or the server is read-only (a replica during failover).
  "3D000",
  "55000",
  "25006",
]);

/**
 * PostgreSQL classes that mean the same, whole: 08 connection exceptions, 53 insufficient resources
 * (too many connections, out of memory, disk full), 57P operator intervention (admin or crash
 * shutdown, cannot connect now, database dropped, idle-session timeout). Not 57014, a cancelled query.
 */
const unavailableClasses = /^(?:08[0-9A-Z]{3}|53[0-9A-Z]{3}|57P[0-9A-Z]{2})$/;

const isUnavailableCode = (code: string) => unavailableCodes.has(code) || unavailableClasses.test(code);

const unavailableMessages = [
  /connection terminated/i,
  /connection (?:is )?closed/i,
  /can't reach database server/i,
  /server closed the connection unexpectedly/i,
  /the database system is (?:starting up|shutting down|in recovery mode)/i,
  /terminating connection due to administrator command/i,
  /timeout exceeded when trying to connect/i,
  /client has encountered a connection error/i,
  /connection refused/i,
  // Prisma's P2028 when every connection stayed busy for the transaction's whole maxWait.
  /unable to start a transaction in the given time/i,
];

function* chain(error: unknown): Generator<Record<string, unknown>> {
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current && typeof current === "object" && !seen.has(current)) {
    seen.add(current);
    yield current as Record<string, unknown>;
    const record = current as Record<string, unknown>;
    current = record.cause ?? (record.meta as Record<string, unknown> | undefined)?.driverAdapterError;
  }
}

export function isDatabaseUnavailable(error: unknown): boolean {
  for (const link of chain(error)) {
    for (const key of ["code", "errno", "originalCode"]) {
      const value = link[key];
      if (typeof value === "string" && isUnavailableCode(value)) return true;
    }
    const kind = link.kind;
    if (
      typeof kind === "string" &&
      /^(?:ConnectionClosed|SocketTimeout|DatabaseNotReachable|DatabaseDoesNotExist|TooManyConnections)$/.test(
        kind,
      )
    )
      return true;
    const message = link.message;
    if (typeof message === "string" && unavailableMessages.some((pattern) => pattern.test(message)))
      return true;
  }
  return false;
}

/** What a person sees when the database is briefly unreachable. */
export const DATABASE_UNAVAILABLE = "Latitud is briefly unavailable. Please try again in a few seconds.";
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/**
 * A unique-constraint violation (Prisma P2002): someone else inserted the same key first. Checked by
 * its code, not `instanceof`: the production bundle can hold more than one copy of the generated
 * client's error classes, while the client itself is one per process.
 */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === "object" && error !== null && (error as { code?: unknown }).code === "P2002";
}

/** A foreign-key violation (Prisma P2003): the row referred to is gone, e.g. an account deleted meanwhile. */
export function isForeignKeyViolation(error: unknown): boolean {
  return typeof error === "object" && error !== null && (error as { code?: unknown }).code === "P2003";
}
