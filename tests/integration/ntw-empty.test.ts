import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { liveDatabases, startLiveServer, type LiveServer } from "#tests/security/live-server";

// The built server on an empty catalogue (no demo seed): what a visitor sees of /shop/ntw
// before the team has published a program.
for (const database of liveDatabases()) {
  describe(`/shop/ntw with no programs, on ${database}`, () => {
    let server: LiveServer;
    beforeAll(async () => {
      server = await startLiveServer(database, { SEED: "none" });
    }, 180_000);
    afterAll(async () => {
      await server?.stop();
    }, 60_000);

    it("says the spec's empty text, and offers no registration", async () => {
      const res = await fetch(`${server.url}/shop/ntw`);
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).toContain("No programs currently available. Please check back later.");
      expect(html).not.toContain("Get Link");
      // The notice about the official portal stays: it is not about a program.
      expect(html).toContain("National Training Week");
    });
  });
}
