import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Invoice } from "#app/features/invoices/issue-invoice.server";
import { invoiceFor as newInvoice } from "./invoice-fixtures";
import { invoiceLinkPath } from "#app/features/invoices/invoice-links.server";
import type { InvoiceRow } from "#app/features/invoices/admin/invoice-list";
import {
  addEditor,
  args,
  importRoute,
  request,
  run,
  setUpRuntime,
  signIn,
  type RouteModule,
} from "./admin-helpers";
import { pdfTextLines } from "./pdf-text";
import { testDatabases } from "./test-db";

const EDITOR = { email: "invoice-editor@aihq.test", password: "invoice editor password 01" };

for (const target of testDatabases()) {
  describe(`invoice downloads on ${target.name}`, () => {
    let database: Awaited<ReturnType<typeof target.open>>;
    let restore: () => void;
    let publicFile: RouteModule;
    let adminFile: RouteModule;
    let list: RouteModule;
    let admin: string;
    let editor: string;
    let first: Invoice;
    let second: Invoice;

    const invoiceFor = (name: string) => newInvoice(database.db, name);

    const download = (path: string) => {
      const url = new URL(path, "http://aihq.test");
      return run(
        publicFile.loader,
        args(request(url.pathname + url.search), { file: url.pathname.split("/").pop()! }),
      );
    };
    const adminGet = (file: string, cookie?: string) =>
      run(adminFile.loader, args(request(`/admin/invoices/${file}`, { cookie }), { file }));

    beforeAll(async () => {
      database = await target.open();
      restore = await setUpRuntime(database, { INVOICE_TIN: "C12345678901" });
      await addEditor(database.db, EDITOR);
      const login = await importRoute("routes/admin/team/login.tsx");
      admin = await signIn(login);
      editor = await signIn(login, EDITOR);
      publicFile = await importRoute("routes/shop/invoice.ts");
      adminFile = await importRoute("routes/admin/invoices/file.ts");
      list = await importRoute("routes/admin/invoices/index.tsx");
      first = await invoiceFor("Tan Wei Ming");
      second = await invoiceFor("Lim Mei Ling");
    }, 180_000);
    afterAll(async () => {
      restore?.();
      await database?.dispose();
    });

    it("a signed link downloads the PDF; forged, expired-less, another invoice's or malformed ones are 404", async () => {
      const ok = await download(invoiceLinkPath(first.number, first.issuedAt));
      expect(ok.status).toBe(200);
      const response = ok.body as Response;
      expect(response.headers.get("Content-Type")).toBe("application/pdf");
      expect(response.headers.get("Cache-Control")).toContain("no-store");
      const text = pdfTextLines(Buffer.from(await response.arrayBuffer()));
      expect(text).toContain(`No.: ${first.number}`);

      const signed = new URL(invoiceLinkPath(first.number, first.issuedAt), "http://x");
      const sig = signed.searchParams.get("sig")!;
      const expires = signed.searchParams.get("expires")!;
      const forged = `${sig.slice(0, -2)}${sig.endsWith("AA") ? "BB" : "AA"}`;
      for (const path of [
        `/invoices/${first.number}.pdf?expires=${expires}&sig=${forged}`,
        `/invoices/${first.number}.pdf?expires=${Number(expires) + 1}&sig=${sig}`,
        `/invoices/${first.number}.pdf`,
        `/invoices/${first.number}.pdf?expires=abc&sig=${sig}`,
        // The other invoice's number with this one's signature.
        `/invoices/${second.number}.pdf?expires=${expires}&sig=${sig}`,
        `/invoices/${first.number}.ubl.json?expires=${expires}&sig=${sig}`,
        `/invoices/not-a-number.pdf?expires=${expires}&sig=${sig}`,
        `/invoices/AIHQ-INV-2099-000001.pdf?expires=${expires}&sig=${sig}`,
      ]) {
        const outcome = await download(path);
        expect(outcome.status, path).toBe(404);
      }
    });

    it("the back office's list, PDF and UBL JSON need a signed-in admin", async () => {
      for (const call of [
        () => run(list.loader, args(request("/admin/invoices"))),
        () => adminGet(`${first.number}.pdf`),
        () => adminGet(`${first.number}.ubl.json`),
      ]) {
        const outcome = await call();
        expect(outcome.status).toBe(302);
        expect(outcome.headers.get("Location")).toMatch(/^\/admin\/login/);
      }
      const asEditor = await adminGet(`${first.number}.pdf`, editor);
      expect(asEditor.status).toBe(403);
    });

    it("lists invoices with filters and search, and links to the files and the registration", async () => {
      const all = (await run(list.loader, args(request("/admin/invoices", { cookie: admin }))))
        .body as { rows: InvoiceRow[]; total: number };
      expect(all.total).toBe(2);
      const found = (
        await run(list.loader, args(request(`/admin/invoices?q=Lim+Mei`, { cookie: admin })))
      ).body as { rows: InvoiceRow[] };
      expect(found.rows.map((row) => row.number)).toEqual([second.number]);
      expect(found.rows[0]!.sourceHref).toMatch(/^\/admin\/registrations\//);
      const none = (
        await run(
          list.loader,
          args(request(`/admin/invoices?status=paid&kind=invoice&year=2026`, { cookie: admin })),
        )
      ).body as { rows: InvoiceRow[] };
      expect(none.rows).toHaveLength(0);
      const odd = await run(
        list.loader,
        args(
          request(`/admin/invoices?status=%00&year=abc&page=-1&q=${"x".repeat(500)}`, {
            cookie: admin,
          }),
        ),
      );
      expect(odd.status).toBe(200);
    });

    it("exports the MyInvois UBL JSON of an invoice", async () => {
      const outcome = await adminGet(`${first.number}.ubl.json`, admin);
      expect(outcome.status).toBe(200);
      const response = outcome.body as Response;
      expect(response.headers.get("Content-Type")).toContain("application/json");
      const json = (await response.json()) as {
        Invoice: [
          {
            ID: [{ _: string }];
            InvoiceTypeCode: [{ _: string }];
            AccountingSupplierParty: unknown;
          },
        ];
      };
      expect(json.Invoice[0].ID[0]._).toBe(first.number);
      expect(json.Invoice[0].InvoiceTypeCode[0]._).toBe("01");
      expect(JSON.stringify(json.Invoice[0].AccountingSupplierParty)).toContain("C12345678901");
      expect((await adminGet("AIHQ-INV-2099-000001.ubl.json", admin)).status).toBe(404);
      expect((await adminGet("nonsense", admin)).status).toBe(404);
    });
  });
}
