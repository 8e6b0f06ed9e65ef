import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { masterclasses, registrations } from "#server/db/schema";
import {
  LIVE_ADMIN,
  liveDatabases,
  postForm,
  startLiveServer,
  withDatabase,
  type LiveServer,
} from "./live-server";

/**
 * The bug: marking an attendee "not attended" after their certificate
 * was issued left /verify saying "Certificate Valid". Probed on the built
 * server as the team and a visitor would: the back office says first which
 * certificate will be revoked, refuses to take presence back without that
 * confirmation, and once confirmed /verify shows the certificate revoked.
 */
const DAY = 86_400_000;
const CERTIFICATE_ID = /AIHQ-[A-Z2-9]{10}/;

for (const target of liveDatabases()) {
  describe(`a certificate follows the attendance it was issued for (${target})`, () => {
    let server: LiveServer;
    let cookie = "";
    let courseId = "";
    let registrationId = "";

    beforeAll(async () => {
      server = await startLiveServer(target);
      const stamp = crypto.randomBytes(4).toString("hex");
      await withDatabase(server, async (database) => {
        const [course] = await database.db
          .insert(masterclasses)
          .values({
            slug: `probe-certificates-${stamp}`,
            title: "Probe: Certificates Follow Attendance",
            date: new Date(Date.now() - DAY),
            price: "900.00",
            classSize: 10,
          })
          .returning();
        courseId = course!.id;
        const [row] = await database.db
          .insert(registrations)
          .values({
            reference: `AIHQ-R-${stamp.slice(0, 6).toUpperCase()}`,
            name: "Probe Attendee",
            email: `probe.attendee.${stamp}@example.my`,
            payment: "individual",
            productType: "masterclass",
            productId: courseId,
            productTitle: "Probe: Certificates Follow Attendance",
            productPrice: "900.00",
            status: "confirmed",
            privacyNoticeVersion: "2024-06-01",
          })
          .returning();
        registrationId = row!.id;
      });
      const signedIn = await postForm(server, "/admin/login", {
        email: LIVE_ADMIN.email,
        password: LIVE_ADMIN.password,
      });
      expect(signedIn.status).toBe(302);
      cookie = signedIn.headers
        .getSetCookie()
        .map((c) => c.split(";")[0])
        .join("; ");
    }, 240_000);
    afterAll(async () => {
      await server?.stop();
    });

    const act = (fields: Record<string, string>) =>
      postForm(server, `/admin/registrations/${courseId}`, fields, { cookie });
    const coursePage = async () =>
      (
        await fetch(`${server.url}/admin/registrations/${courseId}`, { headers: { cookie } })
      ).text();
    const verifyPage = async (id: string) => (await fetch(`${server.url}/verify?id=${id}`)).text();

    it("a confirmed seat not marked present gets no certificate", async () => {
      const refused = await act({ intent: "certify", registrationId });
      expect(refused.status).toBe(409);
      expect(await refused.text()).toContain("not marked present");
      expect(await coursePage()).not.toMatch(CERTIFICATE_ID);
    });

    it("unmarking attendance revokes the certificate, said before the click; /verify then says revoked", async () => {
      expect((await act({ intent: "attended", registrationId })).status).toBe(302);
      expect((await act({ intent: "certify", registrationId })).status).toBe(302);
      const page = await coursePage();
      const certificateId = CERTIFICATE_ID.exec(page)![0];
      expect(await verifyPage(certificateId)).toContain("Certificate Valid");
      // The back office names the certificate that will fall, before anything is posted.
      expect(page).toContain(`certificate <span class="font-mono">${certificateId}</span> will be`);

      // Without that confirmation (a stale page, a forged post): refused, still valid.
      const unconfirmed = await act({ intent: "not-attended", registrationId });
      expect(unconfirmed.status).toBe(409);
      expect(await unconfirmed.text()).toContain(`certificate ${certificateId} will be revoked`);
      expect(await verifyPage(certificateId)).toContain("Certificate Valid");

      const withdrawn = await act({
        intent: "not-attended",
        registrationId,
        revokes: certificateId,
      });
      expect(withdrawn.status).toBe(302);
      const verified = await verifyPage(certificateId);
      expect(verified).toContain("Certificate Revoked");
      expect(verified).toContain("This certificate was revoked on");
      expect(verified).not.toContain("Certificate Valid");
      // The internal reason is never shown to the public.
      expect(verified).not.toContain("Attendance withdrawn");
    });
  });
}
