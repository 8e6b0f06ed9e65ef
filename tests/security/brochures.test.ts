import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { grants, masterclasses } from "#server/db/schema";
import { linkSignature } from "#server/security/signed-link";
import { startLiveServer, type LiveServer } from "./live-server";

const SECRET = "brochure-test-secret-0123456789abcdef0123";

interface Owner {
  id: string;
  brochure: string | null;
}

/** Brochures through signed links, on the built server (README.md, "Brochures"). */
describe("brochures on the built server", () => {
  let server: LiveServer;
  let courses: Owner[];
  let grantRows: Owner[];

  beforeAll(async () => {
    server = await startLiveServer("pglite", { SESSION_SECRET: SECRET });
    const db = await server.openDatabase();
    courses = await db.db
      .select({ id: masterclasses.id, brochure: masterclasses.brochure })
      .from(masterclasses);
    grantRows = await db.db.select({ id: grants.id, brochure: grants.brochure }).from(grants);
    await db.close();
    await server.resume();
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
  });

  const askJson = (pathname: string) =>
    fetch(`${server.url}${pathname}`, { headers: { Accept: "application/json" } });

  it("hands out a link signed for an hour that streams the PDF inline", async () => {
    const course = courses.find((c) => c.brochure === "brochures/business-writing-masterclass.pdf");
    expect(course).toBeDefined();
    const answer = await askJson(`/api/brochures/masterclass/${course!.id}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("cache-control")).toBe("no-store");
    const { url } = (await answer.json()) as { url: string };
    const link = new URL(url, server.url);
    expect(link.pathname).toBe("/files/brochures/business-writing-masterclass.pdf");
    const expires = Number(link.searchParams.get("expires"));
    const lifetime = expires - Math.floor(Date.now() / 1000);
    expect(lifetime).toBeGreaterThan(3590);
    expect(lifetime).toBeLessThanOrEqual(3600);

    const file = await fetch(link);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("application/pdf");
    expect(file.headers.get("content-disposition")).toBe(
      'inline; filename="business-writing-masterclass.pdf"',
    );
    expect(file.headers.get("cache-control")).toMatch(/^private, max-age=\d+$/);
    const body = Buffer.from(await file.arrayBuffer());
    expect(body.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(
      body.equals(
        fs.readFileSync(path.join(server.dataDir, "brochures", "business-writing-masterclass.pdf")),
      ),
    ).toBe(true);
  });

  it("serves grant brochures from their subfolder and redirects a plain link", async () => {
    const grant = grantRows.find((g) => g.brochure);
    expect(grant?.brochure).toBe("grant-brochures/hrd-corp-claimable-training.pdf");
    const redirect = await fetch(`${server.url}/api/brochures/grant/${grant!.id}`, {
      redirect: "manual",
    });
    expect(redirect.status).toBe(303);
    const location = redirect.headers.get("location")!;
    expect(location).toMatch(
      /^\/files\/brochures\/grant-brochures\/hrd-corp-claimable-training\.pdf\?expires=\d+&sig=[\w-]+$/,
    );
    const file = await fetch(new URL(location, server.url));
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("application/pdf");
  });

  it("says unavailable (404) when a course or grant has no brochure, or does not exist", async () => {
    const bare = courses.find((c) => !c.brochure)!;
    const none = await askJson(`/api/brochures/masterclass/${bare.id}`);
    expect(none.status).toBe(404);
    expect(await none.json()).toEqual({
      error: {
        title: "Brochure unavailable",
        description: "The brochure for this masterclass is not available at this time.",
      },
    });
    const bareGrant = grantRows.find((g) => !g.brochure)!;
    expect((await askJson(`/api/brochures/grant/${bareGrant.id}`)).status).toBe(404);
    for (const pathname of [
      "/api/brochures/masterclass/00000000-0000-0000-0000-000000000000",
      "/api/brochures/masterclass/not-a-uuid",
      "/api/brochures/book/00000000-0000-0000-0000-000000000000",
      "/api/brochures/masterclass/%00",
    ]) {
      const response = await askJson(pathname);
      expect(response.status, pathname).toBe(404);
    }
  });

  it("refuses an expired or forged link with 403", async () => {
    const key = "business-writing-masterclass.pdf";
    const past = Math.floor(Date.now() / 1000) - 1;
    const expired = `/files/brochures/${key}?expires=${past}&sig=${linkSignature([SECRET], "brochure", [key], past)}`;
    const expiredAnswer = await fetch(`${server.url}${expired}`);
    expect(expiredAnswer.status).toBe(403);
    expect(await expiredAnswer.text()).toMatch(/expired/);

    const future = Math.floor(Date.now() / 1000) + 600;
    const good = linkSignature([SECRET], "brochure", [key], future);
    const forgeries = [
      `/files/brochures/${key}?expires=${future}&sig=${good.slice(1)}x`,
      `/files/brochures/${key}?expires=${future + 1}&sig=${good}`,
      `/files/brochures/hr-masterclass.pdf?expires=${future}&sig=${good}`,
      `/files/brochures/${key}?expires=${future}`,
      `/files/brochures/${key}`,
      `/files/brochures/${key}?expires=${future}&sig=${good}&sig=${good}`,
      `/files/brochures/${key}?expires=${future}&sig=${linkSignature(["another-secret-of-32-characters-xx"], "brochure", [key], future)}`,
    ];
    for (const forged of forgeries) {
      expect((await fetch(`${server.url}${forged}`)).status, forged).toBe(403);
    }
  });

  it("never serves anything outside the brochure folder", async () => {
    const future = Math.floor(Date.now() / 1000) + 600;
    for (const key of [
      "../.session-secret",
      "..%2F.session-secret",
      "%2e%2e/pglite/PG_VERSION",
      ".session-secret",
      "x.txt",
    ]) {
      const sig = linkSignature([SECRET], "brochure", [decodeURIComponent(key)], future);
      const response = await fetch(
        `${server.url}/files/brochures/${key}?expires=${future}&sig=${sig}`,
      );
      expect([403, 404], key).toContain(response.status);
      expect(response.headers.get("content-type") ?? "", key).not.toMatch(/pdf/);
    }
    // A signed link to a file that was removed: 404, not 500.
    const key = "gone.pdf";
    const sig = linkSignature([SECRET], "brochure", [key], future);
    expect(
      (await fetch(`${server.url}/files/brochures/${key}?expires=${future}&sig=${sig}`)).status,
    ).toBe(404);
  });
});
