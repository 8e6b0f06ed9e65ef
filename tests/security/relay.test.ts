import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#server/db/client";
import { callbackRequests, emailOutbox, ntwPrograms } from "#server/db/schema";
import { liveDatabases, postForm, startLiveServer, type LiveServer } from "./live-server";

/**
 * The bug: the e-mail function was an open relay. Probed again on the
 * running server: it does not exist without a key, refuses strangers with
 * one, never mails a link or program fact from the request, and nobody can
 * flood one inbox through the endpoint and our forms together.
 */
const KEY = "relay-probe-key-9c2e51f0a7d84b36e1c0f9a2b7d4e6a1";
const VICTIM = "victim@example.net";
const PATH = "/functions/v1/send-email";

function phishing(programId: string) {
  return {
    formType: "ntw_registration",
    formData: {
      name: "Dear Customer",
      email: VICTIM,
      phone: null,
      org: null,
      role: null,
      programId,
      programTitle: "Mandatory account re-verification",
      programLink: "https://phish.example/login",
      programTrainer: "Security Team",
      programDescription: "Sign in at https://phish.example/login within 24 hours.",
    },
  };
}

function send(server: LiveServer, body: unknown, authorization: string | null = `Bearer ${KEY}`) {
  return fetch(`${server.url}${PATH}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(authorization ? { authorization } : {}) },
    body: JSON.stringify(body),
  });
}

/** Reads from the server's database; PGlite allows one process, so the server pauses meanwhile. */
async function query<T>(server: LiveServer, read: (database: Database) => Promise<T>): Promise<T> {
  const pglite = !server.databaseUrl;
  const database = await server.openDatabase();
  try {
    return await read(database);
  } finally {
    await database.close();
    if (pglite) await server.resume();
  }
}

/** The mails the dev transport wrote (no SMTP_URL): DATA_DIR/mail/<id>.eml. */
function deliveredMails(server: LiveServer): string[] {
  const dir = path.join(server.dataDir, "mail");
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith(".eml"))
    .map((name) => fs.readFileSync(path.join(dir, name), "utf8"));
}

async function waitForMails(server: LiveServer, count: number): Promise<string[]> {
  for (let i = 0; i < 120; i++) {
    const mails = deliveredMails(server);
    if (mails.length >= count) return mails;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return deliveredMails(server);
}

/** Quoted-printable soft breaks and escapes undone, so a search sees the text. */
const decoded = (mail: string) =>
  mail
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));

for (const target of liveDatabases()) {
  describe(`the e-mail relay is closed (${target})`, () => {
    let disabled: LiveServer;
    let server: LiveServer;
    let program: { id: string; title: string; link: string | null };

    beforeAll(async () => {
      [disabled, server] = await Promise.all([
        startLiveServer(target),
        startLiveServer(target, { SEND_EMAIL_API_KEY: KEY, FORM_RATE_LIMIT_PER_HOUR: "1000" }),
      ]);
      program = await query(server, async ({ db }) => {
        const [row] = await db
          .select({ id: ntwPrograms.id, title: ntwPrograms.title, link: ntwPrograms.link })
          .from(ntwPrograms)
          .limit(1);
        return row!;
      });
    }, 120_000);
    afterAll(async () => {
      await Promise.all([disabled?.stop(), server?.stop()]);
    });

    it("does not exist without SEND_EMAIL_API_KEY: 404 with or without a bearer", async () => {
      for (const authorization of [null, `Bearer ${KEY}`, "Bearer anon"]) {
        const response = await send(disabled, phishing(program.id), authorization);
        expect(response.status).toBe(404);
      }
      expect(deliveredMails(disabled)).toHaveLength(0);
    });

    it("refuses a caller without the key (401) and sends nothing", async () => {
      for (const authorization of [null, "Bearer anon-public-key", `Bearer ${KEY.slice(1)}`]) {
        expect((await send(server, phishing(program.id), authorization)).status).toBe(401);
      }
      const unknown = await send(server, phishing("00000000-0000-4000-8000-000000000000"));
      expect(unknown.status).toBe(400);
    });

    it("mails the stored program, never the link or title in the request", async () => {
      expect((await send(server, phishing(program.id))).status).toBe(200);
      const mails = (await waitForMails(server, 2)).map(decoded);
      expect(mails).toHaveLength(2);
      for (const mail of mails) {
        expect(mail).not.toMatch(/phish\.example|re-verification|Security Team/);
        expect(mail).toContain(program.title);
      }
      if (program.link)
        expect(mails.some((mail) => mail.includes(`href="${program.link}"`))).toBe(true);
    });

    it("caps confirmations to one address across the endpoint and our forms; leads and team mails go on", async () => {
      // The phishing mail above was the first to this address today; four more pass, two do not.
      for (let i = 0; i < 6; i++) {
        const body = {
          formType: "contact_callback",
          formData: {
            fullName: `Sender ${i}`,
            phone: "+60 12-345 6789",
            email: VICTIM,
            message: `Number ${i}`,
          },
        };
        expect((await send(server, body)).status).toBe(200);
      }
      // And the contact form, as a person fills it in.
      const page = await fetch(`${server.url}/contact`).then((r) => r.text());
      const token =
        /name="formToken"[^>]*value="([^"]+)"/.exec(page)?.[1] ??
        /value="([^"]+)"[^>]*name="formToken"/.exec(page)?.[1];
      expect(token).toBeTruthy();
      await new Promise((resolve) => setTimeout(resolve, 2100));
      const form = await postForm(server, "/contact", {
        fullName: "Through the form",
        phone: "+60 12-345 6789",
        email: VICTIM,
        formToken: token!,
      });
      // Post/redirect/get: a stored request is a redirect back to the form with the success toast.
      expect(form.status).toBe(302);

      const mails = await waitForMails(server, 2 + 6 * 2 - 2 + 1);
      const toVictim = mails.filter((mail) => /^To: victim@example\.net/im.test(mail));
      expect(toVictim).toHaveLength(5);
      await query(server, async ({ db }) => {
        const leads = await db
          .select()
          .from(callbackRequests)
          .where(eq(callbackRequests.fullName, "Through the form"));
        expect(leads).toHaveLength(1);
        const visitorRows = await db
          .select()
          .from(emailOutbox)
          .where(eq(emailOutbox.toAddress, VICTIM));
        expect(visitorRows.filter((row) => row.status === "skipped")).toHaveLength(3);
        expect(
          visitorRows
            .filter((row) => row.status === "skipped")
            .every((row) => /Daily limit of 5/.test(row.skipReason ?? "")),
        ).toBe(true);
        const team = await db
          .select()
          .from(emailOutbox)
          .where(eq(emailOutbox.recipientRole, "team"));
        expect(team).toHaveLength(8);
      });
    });
  });
}
