import pino, { type DestinationStream, type Logger, type LoggerOptions } from "pino";

/**
 * One JSON logger for the process; the level is set from the config at boot.
 *
 * Logs never carry what people typed or who they are
 * (docs/decisions/0013-personal-data-pdpa.md): no form
 * values, e-mail addresses, phone numbers, passwords, cookies or
 * authorization headers. Two nets catch them:
 * - `redact` blanks the keys such data travels under, at the depths our log
 *   calls use, so a careless `logger.info({ email })` still logs nothing;
 * - the `err` serializer keeps what explains a failure (type, message, code,
 *   stack, the cause chain, pg's constraint/table/column) and drops the rest,
 *   because database errors carry the values themselves: Drizzle's
 *   DrizzleQueryError has `params` (and repeats them in its message), pg's
 *   errors have `detail` ("Key (email)=(x@y.z) already exists", "Failing row
 *   contains (…)"), `where`, `internalQuery`.
 * pino-http installs its own `err` and `req` serializers on its child logger,
 * so server/app.ts passes `logSerializers` there too.
 */

const CENSOR = "[redacted]";

/** Keys whose value is personal or secret wherever they appear in a log object. */
const SENSITIVE_KEYS = [
  "email",
  "emails",
  "password",
  "newPassword",
  "currentPassword",
  "passwordHash",
  "phone",
  "phoneNumber",
  "mobile",
  "fullName",
  "formData",
  "values",
  "fields",
  "body",
  "params",
  "parameters",
  "detail",
  "to",
  "cc",
  "bcc",
  "replyTo",
  "recipient",
  "admin",
  "cookie",
  "cookies",
  "authorization",
  "token",
  "sessionToken",
];

/** Top level, one and two levels down: the shapes our log calls take. */
export const REDACT_PATHS = [
  ...SENSITIVE_KEYS.flatMap((key) => [key, `*.${key}`, `*.*.${key}`]),
  'req.headers["proxy-authorization"]',
  'req.headers["x-api-key"]',
  'res.headers["set-cookie"]',
  'headers["set-cookie"]',
  '*.headers["set-cookie"]',
];

const EMAIL = /[^\s@"'<>(),;:[\]\\]+@[^\s@"'<>(),;:[\]\\]+\.[^\s@"'<>(),;:[\]\\]+/g;
// Seven or more digits, optionally grouped by spaces, dashes or brackets; dots are left alone so IP addresses survive.
const PHONE = /\+?\(?\d[\d\s\-()]{5,}\d/g;

/** Blanks e-mail addresses and phone-like numbers in free text. */
export function scrubText(text: string): string {
  return text
    .replace(EMAIL, "[email]")
    .replace(PHONE, (match) => (match.replace(/\D/g, "").length >= 7 ? "[number]" : match));
}

/**
 * The message of an error with the values it quotes removed: Drizzle appends
 * "params: …" to the SQL, PostgreSQL ends some messages with the offending
 * input in quotes (`invalid input syntax for type uuid: "…"`), and SQL text
 * may hold string literals.
 */
export function scrubErrorMessage(message: string): string {
  let text = message;
  const params = text.indexOf("\nparams: ");
  // The parameters come last and may span lines: everything after the marker goes.
  if (params !== -1) text = `${text.slice(0, params)}\nparams: ${CENSOR}`;
  text = text.replace(/'(?:[^']|'')*'/g, "'?'");
  text = text.replace(/: "[\s\S]*"\s*$/, `: "${CENSOR}"`);
  return scrubText(text);
}

/** Error properties that describe a failure without quoting its input. */
const KEPT_ERROR_FIELDS = new Set([
  "code",
  "errno",
  "syscall",
  "status",
  "statusCode",
  "severity",
  "constraint",
  "table",
  "column",
  "schema",
  "dataType",
  "routine",
  "position",
  "startup",
  "expose",
]);

interface SerializedError {
  type: string;
  message: string;
  stack?: string;
  cause?: SerializedError | string;
  errors?: Array<SerializedError | string>;
  [field: string]: unknown;
}

interface ErrorLike {
  message: string;
  stack?: unknown;
  name?: unknown;
  cause?: unknown;
  errors?: unknown;
}

function isErrorLike(value: unknown): value is ErrorLike {
  return (
    value instanceof Error ||
    (typeof value === "object" &&
      value !== null &&
      typeof (value as { message?: unknown }).message === "string")
  );
}

/** pino-http's wrapper hands us pino's own serialization of the error; the original is its `raw`. */
function unwrap(value: unknown): unknown {
  if (typeof value === "object" && value !== null && !(value instanceof Error)) {
    const raw = (value as { raw?: unknown }).raw;
    if (raw instanceof Error) return raw;
  }
  return value;
}

function typeOf(error: ErrorLike): string {
  const constructorName = (error as { constructor?: { name?: unknown } }).constructor?.name;
  if (typeof constructorName === "string" && constructorName !== "Object") return constructorName;
  return typeof error.name === "string" ? error.name : "Error";
}

function scrubStack(stack: string, rawMessage: string, message: string, type: string): string {
  const frames = stack.split("\n").filter((line) => /^\s+at /.test(line));
  // The stack opens with "Type: message", which repeats the values: rebuild that line, keep the frames.
  if (rawMessage && stack.includes(rawMessage)) {
    const head = stack.slice(0, stack.indexOf(rawMessage)).replace(/\s+$/, "");
    const tail = stack.slice(stack.indexOf(rawMessage) + rawMessage.length);
    return scrubText(`${head} ${message}`.trimStart()) + tail;
  }
  return [`${type}: ${message}`, ...frames].join("\n");
}

function serialize(value: unknown, depth: number, seen: Set<object>): SerializedError | string {
  const error = unwrap(value);
  if (typeof error === "string") return scrubErrorMessage(error);
  if (!isErrorLike(error)) {
    // Whatever was thrown, its content may be a value: only its kind is logged.
    const constructorName =
      typeof error === "object" && error !== null
        ? (error as { constructor?: { name?: unknown } }).constructor?.name
        : undefined;
    return {
      type: typeof constructorName === "string" ? constructorName : typeof error,
      message: CENSOR,
    };
  }
  seen.add(error);
  const type = typeOf(error);
  const message = scrubErrorMessage(error.message);
  const result: SerializedError = { type, message };
  if (typeof error.stack === "string")
    result.stack = scrubStack(error.stack, error.message, message, type);
  for (const field of KEPT_ERROR_FIELDS) {
    const kept = (error as unknown as Record<string, unknown>)[field];
    if (typeof kept === "string") result[field] = scrubText(kept);
    else if (typeof kept === "number" || typeof kept === "boolean") result[field] = kept;
  }
  if (depth < 8) {
    if (
      error.cause !== undefined &&
      !(typeof error.cause === "object" && error.cause !== null && seen.has(error.cause))
    ) {
      result.cause = serialize(error.cause, depth + 1, seen);
    }
    if (Array.isArray(error.errors)) {
      result.errors = error.errors
        .filter(
          (inner: unknown) => !(typeof inner === "object" && inner !== null && seen.has(inner)),
        )
        .slice(0, 10)
        .map((inner: unknown) => serialize(inner, depth + 1, seen));
    }
  }
  return result;
}

/** pino `err` serializer: type, scrubbed message and stack, codes and the cause chain; never values. */
export function serializeError(value: unknown): unknown {
  if (value === undefined || value === null) return value;
  return serialize(value, 0, new Set());
}

/** Headers that carry a credential by name: blanked, so a log line says they came but not what. */
const CREDENTIAL_HEADERS = new Set([
  "cookie",
  "set-cookie",
  "authorization",
  "proxy-authorization",
  "apikey",
  "x-api-key",
]);
/** Any other header or query parameter whose name says it holds one (x-auth-token, client_secret). */
const CREDENTIAL_NAME = /token|secret|key|passw|signature/i;

/** Query parameters of our signed links (cancel, claim, invite, brochure): whoever has them may act. */
const SIGNED_LINK_PARAMS = new Set(["sig", "expires"]);

/**
 * Path segments that are the credential by where they sit: a ticket's token (`/tickets/<token>`)
 * and a feedback link's signed token (`/feedback/<reference>.<expires>.<sig>`). Blanked whatever
 * they look like, so a mistyped or forged one is not logged either.
 */
const TOKEN_SEGMENT_AFTER = new Set(["tickets", "feedback"]);

/**
 * A value that reads as a random credential: 20 or more URL-safe characters with both upper and
 * lower case letters (a signature, a token, a session id). Slugs, UUIDs and dates are lower
 * case or digits; references are shorter.
 */
function looksLikeSecret(value: string): boolean {
  return value
    .split(".")
    .some((part) => /^[A-Za-z0-9_-]{20,}$/.test(part) && /[A-Z]/.test(part) && /[a-z]/.test(part));
}

/** Headers whose value is a URL: blanked as a URL is (a redirect's Location carries signed links). */
const URL_HEADERS = new Set(["location", "content-location", "referer", "referrer"]);

export function isCredentialHeader(name: string): boolean {
  const lower = name.toLowerCase();
  return CREDENTIAL_HEADERS.has(lower) || CREDENTIAL_NAME.test(lower);
}

function isSecretParam(name: string): boolean {
  const lower = name.toLowerCase();
  return (
    SIGNED_LINK_PARAMS.has(lower) ||
    CREDENTIAL_NAME.test(lower) ||
    SENSITIVE_KEYS.some((key) => key.toLowerCase() === lower)
  );
}

/** Headers with every credential's value blanked, and the links in URL-valued ones. */
function scrubHeaders(headers: unknown): Record<string, unknown> {
  const kept: Record<string, unknown> = {};
  if (typeof headers !== "object" || headers === null) return kept;
  for (const [name, value] of Object.entries(headers)) {
    if (isCredentialHeader(name)) kept[name] = CENSOR;
    else if (URL_HEADERS.has(name.toLowerCase()) && typeof value === "string")
      kept[name] = scrubUrl(value);
    else kept[name] = value;
  }
  return kept;
}

/** A path with its token segments blanked: by their place, or by their look. */
function scrubPath(path: string): string {
  const segments = path.split("/");
  return segments
    .map((segment, i) => {
      if (segment === "") return segment;
      const after = decodeSafely(segments[i - 1] ?? "").toLowerCase();
      const decoded = decodeSafely(segment);
      return TOKEN_SEGMENT_AFTER.has(after) || looksLikeSecret(decoded) ? CENSOR : segment;
    })
    .join("/");
}

function decodeSafely(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * A URL (a path, or absolute as in a Location header) with what would let its reader act
 * blanked: signed links' `sig` and `expires`, parameters named like a credential or personal
 * data, values that look like a token or an address, token path segments (a ticket's, a
 * feedback link's, any that looks random) and the fragment. The host stays.
 */
export function scrubUrl(url: string): string {
  const hashAt = url.indexOf("#");
  const fragment = hashAt === -1 || hashAt === url.length - 1 ? "" : `#${CENSOR}`;
  const whole = hashAt === -1 ? url : url.slice(0, hashAt);
  const origin = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i.exec(whole)?.[0] ?? "";
  const rest = whole.slice(origin.length);
  const at = rest.indexOf("?");
  const path = scrubText(scrubPath(at === -1 ? rest : rest.slice(0, at)));
  if (at === -1) return `${origin}${path}${fragment}`;
  const query = new URLSearchParams(rest.slice(at + 1));
  const kept = new URLSearchParams();
  for (const [key, val] of query) {
    const secret = isSecretParam(key) || scrubText(val) !== val || looksLikeSecret(val);
    kept.append(key, secret ? CENSOR : val);
  }
  return `${origin}${path}?${kept.toString()}${fragment}`;
}

interface RequestLike {
  id?: unknown;
  method?: unknown;
  url?: unknown;
  originalUrl?: unknown;
  headers?: unknown;
  remoteAddress?: unknown;
  remotePort?: unknown;
  socket?: { remoteAddress?: unknown; remotePort?: unknown };
}

/**
 * pino `req` serializer: method, URL (signatures blanked), headers with credentials blanked,
 * client address. Neither the body nor the parsed query is logged.
 */
export function serializeRequest(value: unknown): unknown {
  if (typeof value !== "object" || value === null) return value;
  const req = value as RequestLike;
  const headers = scrubHeaders(req.headers);
  const url = typeof req.originalUrl === "string" ? req.originalUrl : req.url;
  return {
    id: req.id,
    method: req.method,
    url: typeof url === "string" ? scrubUrl(url) : undefined,
    headers,
    remoteAddress: req.remoteAddress ?? req.socket?.remoteAddress,
    remotePort: req.remotePort ?? req.socket?.remotePort,
  };
}

/** pino `res` serializer: status and headers, cookies set and other credentials blanked. */
export function serializeResponse(value: unknown): unknown {
  if (typeof value !== "object" || value === null) return value;
  const res = value as { statusCode?: unknown; headers?: unknown };
  return { statusCode: res.statusCode, headers: scrubHeaders(res.headers) };
}

/** For loggers that install their own serializers (pino-http's child). */
export const logSerializers = {
  err: serializeError,
  req: serializeRequest,
  res: serializeResponse,
};

export const REDACT = { paths: REDACT_PATHS, censor: CENSOR };

/** Keys our log calls put a path or URL under (`logger.warn({ path }, …)`). */
const URL_KEYS = ["path", "pathname", "url", "href", "location", "referer"];

/** The log object with the paths and URLs in it scrubbed as a request line's are. */
export function scrubLogObject(object: Record<string, unknown>): Record<string, unknown> {
  let scrubbed: Record<string, unknown> | null = null;
  for (const key of URL_KEYS) {
    const value = object[key];
    if (typeof value !== "string") continue;
    scrubbed ??= { ...object };
    scrubbed[key] = scrubUrl(value);
  }
  return scrubbed ?? object;
}

/** The process logger's settings, on another destination (tests capture the output). */
export function createLogger(destination?: DestinationStream): Logger {
  const options: LoggerOptions = {
    level: process.env.LOG_LEVEL ?? "info",
    redact: REDACT,
    serializers: { err: serializeError },
    formatters: { log: scrubLogObject },
    hooks: {
      logMethod(args, method) {
        const [first, ...rest] = args;
        // pino makes an error's raw message the log line's `msg` when no message is given.
        if (first instanceof Error && typeof rest[0] !== "string") {
          return method.apply(this, [{ err: first }, scrubErrorMessage(first.message)]);
        }
        // The same when the error comes as `{ err }` without a message.
        if (typeof first === "object" && first !== null && typeof rest[0] !== "string") {
          const err: unknown = (first as { err?: unknown }).err;
          const hasMsg = (first as { msg?: unknown }).msg !== undefined;
          if (isErrorLike(err) && !hasMsg)
            return method.apply(this, [first, scrubErrorMessage(err.message)]);
        }
        // Messages are written by us, but may interpolate a value.
        const scrubbed = args.map((arg) => (typeof arg === "string" ? scrubText(arg) : arg));
        return method.apply(this, scrubbed as Parameters<typeof method>);
      },
    },
  };
  return destination ? pino(options, destination) : pino(options);
}

export const logger = createLogger();
