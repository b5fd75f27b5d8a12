/**
 * Whether an error means the database could not be reached or dropped the connection (a restart, a failover,
 * terminated backends, a statement cut by its timeout): the request may be retried, and the client is told so
 * with SERVICE_UNAVAILABLE instead of INTERNAL_SERVER_ERROR. Looks through the wrappers that Prisma's driver
 * adapter and GraphQL put around the driver's error.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current && typeof current === 'object' && !seen.has(current)) {
    seen.add(current);
    const e = current as {
      code?: unknown;
      message?: unknown;
      originalError?: unknown;
      cause?: unknown;
      meta?: { driverAdapterError?: unknown };
    };
    if (typeof e.code === 'string' && UNAVAILABLE_CODE.test(e.code)) return true;
    if (typeof e.message === 'string' && UNAVAILABLE_MESSAGE.test(e.message)) return true;
    current = e.originalError ?? e.cause ?? e.meta?.driverAdapterError;
  }
  return false;
}

/**
 * SQLSTATE class 08 (connection exception), 57P01-57P03 (admin or crash shutdown, cannot connect now),
 * 57014 (statement timeout), 53300 (too many connections); Node's socket errors; Prisma's P1001/P1017.
 */
const UNAVAILABLE_CODE =
  /^(08\w{3}|57P0[123]|57014|53300|ECONNREFUSED|ECONNRESET|EPIPE|ETIMEDOUT|P1001|P1017)$/;

const UNAVAILABLE_MESSAGE =
  /connection terminated|terminating connection|timeout exceeded when trying to connect|connection error and is not queryable|server closed the connection|Query read timeout|ECONNREFUSED|ECONNRESET|statement timeout/i;
