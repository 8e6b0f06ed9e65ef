import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { certificates } from "#server/db/schema";
import { args, importRoute, request, run, setUpRuntime, type RouteModule } from "./admin-helpers";
import { testDatabases } from "./test-db";

for (const target of testDatabases()) {
  describe(`certificate verification on ${target.name}`, () => {
    let database: Awaited<ReturnType<typeof target.open>>;
    let restore: () => void;
    let verify: RouteModule;

    beforeAll(async () => {
      database = await target.open();
      restore = await setUpRuntime(database, { VERIFY_RATE_LIMIT_PER_MINUTE: "6" });
      verify = await importRoute("routes/site/verify.tsx");
      await database.db.insert(certificates).values([
        {
          id: "AIHQ-CERT-0001",
          holderName: "Nurul Aina",
          program: "ChatGPT Skill Boost",
          issuedOn: "2026-08-14",
        },
        {
          id: "AIHQ-CERT-R3VK",
          holderName: "Ali",
          program: "HR",
          issuedOn: "2026-01-02",
          status: "revoked",
          revokedAt: new Date("2026-03-01T02:00:00Z"),
        },
        {
          id: "AIHQ-CERT-EXP1",
          holderName: "Mei",
          program: "Writing",
          issuedOn: "2024-01-02",
          expiresOn: "2025-01-02",
        },
      ]);
    });
    afterAll(async () => {
      restore?.();
      await database?.dispose();
    });

    const check = (id: string | null, address = "192.0.2.1") =>
      run(
        verify.loader,
        args(
          request(id === null ? "/verify" : `/verify?id=${encodeURIComponent(id)}`),
          {},
          address,
        ),
      );

    it("finds a valid certificate trimmed and case-insensitively", async () => {
      const outcome = await check("  aihq-cert-0001 ");
      expect(outcome.body).toMatchObject({
        result: {
          status: "valid",
          id: "AIHQ-CERT-0001",
          name: "Nurul Aina",
          program: "ChatGPT Skill Boost",
          issuedOn: "2026-08-14",
        },
        error: null,
      });
    });

    it("says revoked and expired, never valid, and not found for unknown IDs", async () => {
      expect((await check("AIHQ-CERT-R3VK")).body).toMatchObject({ result: { status: "revoked" } });
      expect((await check("AIHQ-CERT-EXP1")).body).toMatchObject({
        result: { status: "expired", expiresOn: "2025-01-02" },
      });
      expect((await check("AIHQ-CERT-9999")).body).toMatchObject({
        result: { status: "not_found" },
      });
    });

    it("asks for an ID when blank, and shows the empty form without one", async () => {
      expect((await check("   ")).body).toMatchObject({
        result: null,
        error: "Please enter a certificate ID",
      });
      expect((await check(null)).body).toMatchObject({ result: null, error: null });
    });

    it("rate-limits look-ups per address", async () => {
      const address = "192.0.2.99";
      for (let i = 0; i < 6; i++) expect((await check("AIHQ-CERT-0001", address)).status).toBe(200);
      const refused = await check("AIHQ-CERT-0001", address);
      expect(refused.status).toBe(429);
      expect(refused.body).toMatchObject({
        result: null,
        error: expect.stringContaining("Too many checks"),
      });
    });
  });
}
