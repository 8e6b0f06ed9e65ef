/**
 * Answers that are a client's mistake rather than our fault or a warning sign: a form posted
 * from another origin (React Router's and our own Origin checks refuse it) and a Range the file
 * cannot satisfy (416). They are logged at `info` with their status
 * (docs/decisions/0024-client-mistakes-log.md); a 5xx stays an error.
 */

/** True when the Origin header names another origin than the request's own ("null" included). */
export function isCrossOrigin(origin: string | null | undefined, requestOrigin: string): boolean {
  if (!origin) return false;
  if (origin === "null") return true;
  try {
    return new URL(origin).origin !== new URL(requestOrigin).origin;
  } catch {
    return true;
  }
}

interface RequestLike {
  method?: string;
  headers: Record<string, string | string[] | undefined>;
  protocol?: string;
  get?(name: string): string | undefined;
}

/** The request line's log level for a finished answer (pino-http's customLogLevel). */
export function requestLogLevel(
  req: RequestLike,
  statusCode: number,
  error?: unknown,
): "error" | "warn" | "info" {
  if (error || statusCode >= 500) return "error";
  if (statusCode < 400) return "info";
  if (statusCode === 416) return "info";
  const origin = req.headers.origin;
  const host = req.get?.("host") ?? req.headers.host;
  if (
    req.method !== "GET" &&
    req.method !== "HEAD" &&
    typeof origin === "string" &&
    typeof host === "string" &&
    isCrossOrigin(origin, `${req.protocol ?? "http"}://${host}`)
  ) {
    return "info";
  }
  return "warn";
}
