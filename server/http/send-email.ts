import express, { type ErrorRequestHandler, type RequestHandler, type Router } from "express";
import type { Db } from "../db/client";
import { enqueueFormEmails, FormDataError, parseFormSubmission } from "../email/outbox";
import { logger } from "../logger";
import { rateLimit } from "./rate-limit";

export const SEND_EMAIL_PATH = "/functions/v1/send-email";

/** A form submission is a few KB; anything near this is not one. */
const BODY_LIMIT = "64kb";

export interface SendEmailOptions {
  db: () => Db;
  teamAddress: () => string;
  /** Per client address. Default 20 requests per 10 minutes: an office behind one address still fits. */
  limit?: number;
  windowSeconds?: number;
  /** The rate-limit bucket; default "send-email". */
  bucket?: string;
}

/**
 * `POST /functions/v1/send-email` with JSON `{formType, formData}`: the
 * e-mail function of the original site, kept for its documented contract.
 * Validates with the form type's schema (400 with zod's issues), queues the
 * visitor's and the team's mail in the outbox and answers
 * `200 {ok: true, id}` (`id` is the visitor mail's outbox row; `ids` lists
 * all). 415 for a body that is not JSON, 413 above 64 KB, 429 past the
 * per-address limit. Our own forms queue in their own transaction instead.
 *
 * No CORS headers are sent, so browsers on other origins cannot post JSON
 * here (application/json needs a preflight we never approve).
 */
export function sendEmailEndpoint(options: SendEmailOptions): Router {
  const router = express.Router();
  router.post(
    SEND_EMAIL_PATH,
    rateLimit({
      bucket: options.bucket ?? "send-email",
      limit: options.limit ?? 20,
      windowSeconds: options.windowSeconds ?? 600,
      db: options.db,
    }),
    requireJson,
    express.json({ limit: BODY_LIMIT, strict: true, type: () => true }),
    async (req, res) => {
      const parsed = parseFormSubmission(req.body);
      if (!parsed.success) {
        res.status(400).json({ ok: false, error: "invalid_form_data", issues: parsed.issues });
        return;
      }
      try {
        const ids = await enqueueFormEmails(options.db(), parsed.formType, withoutClientResult(parsed.formData), {
          teamAddress: options.teamAddress(),
        });
        res.status(200).json({ ok: true, id: ids[0], ids });
      } catch (error) {
        if (error instanceof FormDataError) {
          res.status(400).json({ ok: false, error: "invalid_form_data", issues: error.issues });
          return;
        }
        throw error;
      }
    },
  );
  router.all(SEND_EMAIL_PATH, (_req, res) => {
    res.setHeader("Allow", "POST");
    res.status(405).json({ ok: false, error: "method_not_allowed" });
  });
  router.use(SEND_EMAIL_PATH, jsonErrors);
  return router;
}

const requireJson: RequestHandler = (req, res, next) => {
  if (!req.is("application/json")) {
    res.status(415).json({ ok: false, error: "unsupported_media_type", message: "Send the body as application/json" });
    return;
  }
  next();
};

/**
 * The quiz result in the visitor's mail must be our own score of the
 * answers, never a claim sent by the client: the outbox computes it.
 */
function withoutClientResult<T>(formData: T): T {
  if (formData && typeof formData === "object" && "result" in formData) {
    const { result: _ignored, ...rest } = formData as Record<string, unknown>;
    return rest as T;
  }
  return formData;
}

/** Body-parser and database errors answered as JSON, like the rest of the endpoint. */
const jsonErrors: ErrorRequestHandler = (error: { type?: string; status?: number }, _req, res, next) => {
  if (res.headersSent) return next(error);
  if (error.type === "entity.too.large") {
    res.status(413).json({ ok: false, error: "payload_too_large" });
    return;
  }
  if (error.type === "entity.parse.failed") {
    res.status(400).json({ ok: false, error: "invalid_json" });
    return;
  }
  if (typeof error.status === "number" && error.status >= 400 && error.status < 500) {
    res.status(error.status).json({ ok: false, error: "bad_request" });
    return;
  }
  logger.error({ err: error }, "send-email failed");
  res.status(503).json({ ok: false, error: "unavailable" });
};
