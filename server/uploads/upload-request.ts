import fs from "node:fs";
import path from "node:path";
import express, { type Request as ExpressRequest } from "express";
import { recordAudit, type AuditEntry } from "#server/audit";
import { isSameOriginRequest } from "#server/auth/origin";
import { isHttps, readSessionToken } from "#server/auth/session-cookie";
import { findSession } from "#server/auth/sessions";
import { logger } from "#server/logger";
import { getRuntime } from "#server/runtime";

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

/**
 * The uploader's session, or null after answering 403 (another origin, or a
 * door-staff account) or 401 (signed out).
 */
export async function uploadSession(
  req: ExpressRequest,
  res: express.Response,
): Promise<UploadSession | null> {
  const request = fetchRequest(req);
  const { config, database, secrets } = getRuntime();
  if (!isSameOriginRequest(request, config.publicUrl)) {
    problem(res, 403, "This request did not come from the AIHQ site.");
    return null;
  }
  const token = await readSessionToken(req.get("cookie"), {
    secure: isHttps(request.url, config.publicUrl),
    secrets,
  });
  const session = token ? await findSession(database.db, token) : null;
  if (!session) {
    problem(res, 401, "Your admin session has ended. Sign in again.");
    return null;
  }
  // Uploads feed the blog and the catalogue (admins and editors); door staff only check people in.
  if (session.user.role === "door") {
    problem(res, 403, "Door staff can only use the check-in pages.");
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

/**
 * Stores an accepted upload as `dir/name`: written aside, then renamed inside
 * the transaction that writes its audit row, so a reader never sees half a
 * file and a file is never in place without its record (a failed insert
 * leaves only the hidden partial file, which is removed).
 */
export async function storeUpload(
  session: UploadSession,
  file: { dir: string; name: string; bytes: Buffer },
  audit: Omit<AuditEntry, "targetId">,
): Promise<void> {
  const { dir, name, bytes } = file;
  await fs.promises.mkdir(dir, { recursive: true });
  const temporary = path.join(dir, `.${name}.partial`);
  await fs.promises.writeFile(temporary, bytes, { flag: "wx" });
  try {
    await getRuntime().database.db.transaction(async (tx) => {
      await recordAudit(tx, session.user, { ...audit, targetId: name });
      await fs.promises.rename(temporary, path.join(dir, name));
    });
  } catch (error) {
    await fs.promises.rm(temporary, { force: true });
    throw error;
  }
  // The admin's id, not their e-mail address: logs carry no personal data.
  logger.info({ userId: session.user.id, file: name, bytes: bytes.length }, audit.summary);
}
