import crypto from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REGISTRATION_CLOSED } from "#app/features/registrations/registration-messages";
import { ntwPrograms } from "#server/db/schema";
import {
  liveDatabases,
  postForm,
  startLiveServer,
  withDatabase,
  type LiveServer,
} from "./live-server";
import { HUMAN_FILL_MS } from "./probe";

/**
 * NTW registrations close when the program starts, as
 * masterclass registrations do. The page says so in place of the form (the
 * masterclass's wording), and a late post is refused (409), nothing stored.
 */
const escaped = (text: string) => text.replace(/'/g, "&#x27;").replace(/"/g, "&quot;");

for (const target of liveDatabases()) {
  describe(`NTW registration closes at the program's start (${target})`, () => {
    let server: LiveServer;
    let started: string;
    let upcoming: string;
    let token: string;

    const stored = (programId: string) =>
      withDatabase(server, async ({ db }) => {
        const result = await db.execute<{ registrations: number; outbox: number }>(sql`
          select
            (select count(*)::int from ntw_registrations where program_id = ${programId}) as registrations,
            (select count(*)::int from email_outbox) as outbox`);
        return result.rows[0]!;
      });

    const fields = (programId: string) => ({
      website: "",
      formToken: token,
      programId,
      name: "Aina Kamal",
      email: `late-${crypto.randomBytes(4).toString("hex")}@example.my`,
      role: "Analyst",
      org: "Maju Sdn Bhd",
    });

    beforeAll(async () => {
      server = await startLiveServer(target, { FORM_RATE_LIMIT_PER_HOUR: "1000" });
      [started, upcoming] = await withDatabase(server, async ({ db }) => {
        const rows = await db.execute<{ id: string }>(
          sql`select id from ntw_programs where date > now() order by date limit 2`,
        );
        if (rows.rows.length < 2)
          throw new Error("The demo content has fewer than two NTW programs");
        const [first, second] = rows.rows.map((row) => row.id);
        // The first program began a minute ago.
        await db
          .update(ntwPrograms)
          .set({ date: new Date(Date.now() - 60_000) })
          .where(eq(ntwPrograms.id, first!));
        return [first!, second!];
      });
      token = ((await (await fetch(`${server.url}/api/form-token`)).json()) as { token: string })
        .token;
      await new Promise((resolve) => setTimeout(resolve, HUMAN_FILL_MS));
    }, 180_000);
    afterAll(async () => {
      await server?.stop();
    });

    it("the programs list shows a started program as closed, with no way to register", async () => {
      const html = await (await fetch(`${server.url}/shop/ntw`)).text();
      expect(html).toContain(`register=${upcoming}`);
      expect(html).not.toContain(`register=${started}`);
      expect(html).toContain(escaped(REGISTRATION_CLOSED));
    });

    it("the page's own form of a started program says registration has closed instead", async () => {
      const response = await fetch(`${server.url}/shop/ntw?register=${started}`);
      const html = await response.text();
      expect(html).toContain(escaped(REGISTRATION_CLOSED));
      expect(html).not.toMatch(new RegExp(`name="programId"[^>]*value="${started}"`));
      // An upcoming program's form is still there.
      const open = await (await fetch(`${server.url}/shop/ntw?register=${upcoming}`)).text();
      const section = open.slice(
        open.indexOf('id="register"'),
        open.indexOf("</section>", open.indexOf('id="register"')),
      );
      expect(section).toMatch(new RegExp(`name="programId"[^>]*value="${upcoming}"`));
      expect(section).not.toContain(escaped(REGISTRATION_CLOSED));
    });

    it("refuses a late registration with the closed message (409) and stores nothing", async () => {
      const before = await stored(started);
      const page = await postForm(server, `/shop/ntw?register=${started}`, fields(started));
      expect(page.status).toBe(409);
      expect(await page.text()).toContain(escaped(REGISTRATION_CLOSED));
      const dialog = await postForm(server, "/shop/ntw.data", {
        ...fields(started),
        via: "dialog",
      });
      expect(dialog.status).toBe(409);
      expect(await dialog.text()).toContain(JSON.stringify(REGISTRATION_CLOSED));
      expect(await stored(started)).toEqual(before);

      // The upcoming program still takes registrations.
      const ok = await postForm(server, "/shop/ntw.data", { ...fields(upcoming), via: "dialog" });
      expect(ok.status).toBe(200);
      expect((await stored(upcoming)).registrations).toBe(1);
    }, 120_000);
  });
}
