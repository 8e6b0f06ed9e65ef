import crypto from "node:crypto";
import type { RequestHandler, Response } from "express";
import helmet from "helmet";

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Locals {
      cspNonce: string;
    }
  }
}

/** A fresh nonce per response: React Router's inline scripts carry it. */
export const cspNonce: RequestHandler = (_req, res, next) => {
  res.locals.cspNonce = crypto.randomBytes(16).toString("base64");
  next();
};

/**
 * Headers for OWASP ASVS level 2. Scripts run only from our origin or with the
 * per-request nonce; nothing may frame us; no plugins; no <base> hijack. Styles
 * allow inline because Radix and sonner set style attributes at runtime, which
 * cannot carry a nonce. In development Vite's HMR client needs inline scripts
 * and a websocket, so the policy is only enforced in production.
 */
export function securityHeaders({ production }: { production: boolean }): RequestHandler[] {
  return [
    helmet({
      contentSecurityPolicy: production
        ? {
            useDefaults: false,
            directives: {
              defaultSrc: ["'self'"],
              scriptSrc: [
                "'self'",
                (_req, res) =>
                  `'nonce-${(res as unknown as { locals: Express.Locals }).locals.cspNonce}'`,
              ],
              styleSrc: ["'self'", "'unsafe-inline'"],
              imgSrc: ["'self'", "data:", "https:"],
              fontSrc: ["'self'"],
              connectSrc: ["'self'"],
              mediaSrc: ["'self'", "https:"],
              // Click-to-play videos load the privacy-enhanced YouTube player only on request.
              frameSrc: ["https://www.youtube-nocookie.com"],
              objectSrc: ["'none'"],
              baseUri: ["'none'"],
              formAction: ["'self'"],
              frameAncestors: ["'none'"],
              workerSrc: ["'self'"],
              manifestSrc: ["'self'"],
            },
          }
        : false,
      // HSTS is added below only when the request really arrived over https.
      strictTransportSecurity: false,
      referrerPolicy: { policy: "strict-origin-when-cross-origin" },
      crossOriginEmbedderPolicy: false,
      crossOriginOpenerPolicy: { policy: "same-origin" },
      crossOriginResourcePolicy: { policy: "same-origin" },
      xFrameOptions: { action: "deny" },
    }),
    (req, res, next) => {
      if (req.secure) {
        res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
      }
      res.setHeader("Permissions-Policy", permissionsPolicy(req.path));
      if (PRIVATE_PAGES.test(req.path)) res.setHeader("X-Robots-Tag", "noindex, nofollow");
      oneValueEach(res);
      next();
    },
  ];
}

/**
 * Pages reached by a personal link (a ticket, a payment, a cancel, claim or confirm link, a
 * feedback form, an invoice) or behind the team's login: never indexed, whatever the page
 * itself says.
 */
const PRIVATE_PAGES =
  /^\/(admin|tickets|feedback|invoices|shop\/payments|shop\/registrations)(\/|$)/;

/**
 * Headers that hold one policy: a page's own value (React Router appends its headers) replaces
 * the default set here instead of being sent beside it, which browsers would read as two
 * policies (the ticket and invite pages sent `strict-origin-when-cross-origin` and
 * `no-referrer` both).
 */
const ONE_VALUE = new Set(["referrer-policy", "x-robots-tag"]);

function oneValueEach(res: Response): void {
  const append = res.append.bind(res);
  res.append = (field: string, value?: string | string[]) => {
    if (!ONE_VALUE.has(field.toLowerCase()) || value === undefined) return append(field, value);
    res.setHeader(field, value);
    return res;
  };
}

/** The door's check-in pages scan tickets with the camera; no other page may use it. */
const CAMERA_PAGES = /^\/admin\/check-in(\/|$)/;

/** The powerful features a page may use: none, but the camera on the door's own pages. */
export function permissionsPolicy(path: string): string {
  const camera = CAMERA_PAGES.test(path) ? "camera=(self)" : "camera=()";
  return `${camera}, microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()`;
}
