import express, { type Request as ExpressRequest } from "express";
import { isSameOriginRequest } from "../auth/origin";
import { isHttps, readSessionToken } from "../auth/session-cookie";
import { findSession } from "../auth/sessions";
import { getRuntime } from "../runtime";

/**
 * What every admin upload endpoint (images, brochure PDFs) checks before it
 * reads a byte: the request comes from our own pages and carries a live admin
 * session. Uploads are mounted before the global body limit, so each reads
 * its body itself, up to its own limit.
 */

function fetchRequest(req: ExpressRequest): Request {
  const headers = new Headers();
  for (const name of ["origin", "referer", "cookie"]) {
    const value = req.get(name);
    if (value) headers.set(name, value);
  }
  return new Request(`${req.protocol}://${req.get("host") ?? "localhost"}${req.originalUrl}`, {
    headers,
  });
}

export function problem(res: express.Response, status: number, error: string) {
  res.status(status).setHeader("Cache-Control", "no-store").json({ error });
}

export type UploadSession = NonNullable<Awaited<ReturnType<typeof findSession>>>;

/** The uploader's session, or null after answering 403 (another origin) or 401 (signed out). */
export async function uploadSession(
  req: ExpressRequest,
  res: express.Response,
): Promise<UploadSession | null> {
  const request = fetchRequest(req);
  const { config, database } = getRuntime();
  if (!isSameOriginRequest(request, config.publicUrl)) {
    problem(res, 403, "This request did not come from the AIHQ site.");
    return null;
  }
  const token = readSessionToken(req.get("cookie"), isHttps(request.url, config.publicUrl));
  const session = token ? await findSession(database.db, token) : null;
  if (!session) {
    problem(res, 401, "Your admin session has ended. Sign in again.");
    return null;
  }
  return session;
}

/** Reads the body up to `limit` bytes; null when it is longer. */
export function readBody(req: ExpressRequest, limit: number): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let done = false;
    req.on("data", (chunk: Buffer) => {
      if (done) return;
      size += chunk.length;
      if (size > limit) {
        done = true;
        resolve(null);
        req.resume();
        return;
      }
      chunks.push(chunk);
    });
    req.on("end", () => {
      if (!done) resolve(Buffer.concat(chunks));
    });
    req.on("error", reject);
  });
}
