import crypto from "node:crypto";
import express, {
  type ErrorRequestHandler,
  type RequestHandler,
  type Response,
  type Router,
} from "express";
import { exceedsJsonDepth, MAX_JSON_DEPTH } from "#common/json-depth";
import { findForbiddenText } from "#common/text-safety";
import type { Db } from "#server/db/client";
import { enqueueFormEmails, FormDataError, parseFormSubmission } from "#server/email/outbox";
import { logger } from "#server/logger";
import { rateLimit } from "./rate-limit";

export const SEND_EMAIL_PATH = "/functions/v1/send-email";

/** A form submission is a few KB; anything near this is not one. */
const BODY_LIMIT = "64kb";

export interface SendEmailOptions {
  db: () => Db;
  teamAddress: () => string;
  /** SEND_EMAIL_API_KEY, read per request; unset disables the endpoint (404). */
  apiKey: () => string | undefined;
  /** Per client address. Default 20 requests per 10 minutes: an office behind one address still fits. */
  limit?: number;
  windowSeconds?: number;
  /** The rate-limit bucket; default "send-email". */
  bucket?: string;
}

/**
 * `POST /functions/v1/send-email` with JSON `{formType, formData}`: the e-mail
 * function of the original site, kept for trusted integrations only
 * (docs/decisions/0015-mail-function-not-public.md). It answers only
 * `Authorization: Bearer <SEND_EMAIL_API_KEY>` (401 otherwise) and does not
 * exist (404) while the key is unset; our own forms never call it, they queue
 * in their own transaction.
 *
 * Validates with the form type's schema, from the lead module registered
 * for it (`server/email/registry.ts`; 400 with zod's issues; text with
 * control or unpaired characters anywhere in the body is 400 too), replaces
 * program, course and grant facts by the stored ones (an unknown id is 400),
 * queues the visitor's and the team's mail and answers `200 {ok: true, id}`
 * (`id` is the visitor mail's outbox row; `ids` lists all). 415 for a body
 * that is not JSON, 413 above 64 KB, 400 for arrays and objects nested deeper than
 * {@link MAX_JSON_DEPTH} (checked on the raw text, before parsing), 429 past the per-address limit.
 *
 * No CORS headers are sent, so browsers on other origins cannot post JSON
 * here (application/json needs a preflight we never approve).
 */
export function sendEmailEndpoint(options: SendEmailOptions): Router {
  const router = express.Router();
  router.use(SEND_EMAIL_PATH, requireApiKey(options.apiKey));
  router.post(
    SEND_EMAIL_PATH,
    rateLimit({
      bucket: options.bucket ?? "send-email",
      limit: options.limit ?? 20,
      windowSeconds: options.windowSeconds ?? 600,
      db: options.db,
    }),
    requireJson,
    express.json({ limit: BODY_LIMIT, strict: true, type: () => true, verify: refuseDeepJson }),
    async (req, res) => {
      const badText = findForbiddenText(req.body);
      if (badText) {
        refuse(res, 400, "invalid_text", {
          message: "Text may not contain control characters, unpaired surrogates or noncharacters",
          path: badText,
        });
        return;
      }
      const parsed = parseFormSubmission(req.body);
      if (!parsed.success) {
        refuse(res, 400, "invalid_form_data", { issues: parsed.issues });
        return;
      }
      try {
        // Values the server computes (the quiz result) are ours, never a claim sent by the client.
        const formData = parsed.mail.withoutComputedFields(parsed.formData);
        const ids = await options.db().transaction((tx) =>
          enqueueFormEmails(tx, parsed.formType, formData, {
            teamAddress: options.teamAddress(),
          }),
        );
        res.status(200).json({ ok: true, id: ids[0], ids });
      } catch (error) {
        if (error instanceof FormDataError) {
          // Paths from the body's root, like the schema's own issues above.
          const issues = error.issues.map((issue) => ({
            ...issue,
            path: ["formData", ...issue.path],
          }));
          refuse(res, 400, "invalid_form_data", { issues });
          return;
        }
        throw error;
      }
    },
  );
  router.all(SEND_EMAIL_PATH, (_req, res) => {
    res.setHeader("Allow", "POST");
    refuse(res, 405, "method_not_allowed");
  });
  router.use(SEND_EMAIL_PATH, jsonErrors);
  return router;
}

/**
 * The bearer key, compared in constant time (both sides hashed first, so
 * neither the key's length nor its prefix leaks through timing).
 */
function requireApiKey(apiKey: () => string | undefined): RequestHandler {
  return (req, res, next) => {
    const key = apiKey();
    if (!key) {
      refuse(res, 404, "not_found");
      return;
    }
    const match = /^Bearer\s+(\S+)\s*$/i.exec(req.get("authorization") ?? "");
    const digest = (value: string) => crypto.createHash("sha256").update(value).digest();
    if (!match?.[1] || !crypto.timingSafeEqual(digest(match[1]), digest(key))) {
      res.setHeader("WWW-Authenticate", 'Bearer realm="send-email"');
      refuse(res, 401, "unauthorized", {
        message: "Send Authorization: Bearer <SEND_EMAIL_API_KEY>",
      });
      return;
    }
    next();
  };
}

const TOO_DEEP = "entity.too.deep";

/** The endpoint's refusals: `{ ok: false, error }` and what helps the caller fix the request. */
function refuse(
  res: Response,
  status: number,
  error: string,
  details: Record<string, unknown> = {},
): void {
  res.status(status).json({ ok: false, error, ...details });
}

/**
 * body-parser's hook on the raw bytes, before JSON.parse: a body nested thousands deep would
 * overflow the stack of whatever walks it afterwards (the text check, the schema).
 */
function refuseDeepJson(_req: unknown, _res: unknown, body: Buffer): void {
  if (exceedsJsonDepth(body)) {
    throw Object.assign(new Error("JSON nested too deep"), { type: TOO_DEEP });
  }
}

const requireJson: RequestHandler = (req, res, next) => {
  if (!req.is("application/json")) {
    refuse(res, 415, "unsupported_media_type", { message: "Send the body as application/json" });
    return;
  }
  next();
};

/** Body-parser and database errors answered as JSON, like the rest of the endpoint. */
const jsonErrors: ErrorRequestHandler = (
  error: { type?: string; status?: number },
  _req,
  res,
  next,
) => {
  if (res.headersSent) return next(error);
  if (error.type === "entity.too.large") {
    refuse(res, 413, "payload_too_large");
    return;
  }
  if (error.type === TOO_DEEP) {
    refuse(res, 400, "too_deeply_nested", {
      message: `Arrays and objects may be nested at most ${MAX_JSON_DEPTH} levels deep`,
    });
    return;
  }
  if (error.type === "entity.parse.failed") {
    refuse(res, 400, "invalid_json");
    return;
  }
  if (typeof error.status === "number" && error.status >= 400 && error.status < 500) {
    refuse(res, error.status, "bad_request");
    return;
  }
  logger.error({ err: error }, "send-email failed");
  refuse(res, 503, "unavailable");
};
