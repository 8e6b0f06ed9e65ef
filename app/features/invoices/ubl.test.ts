import { describe, expect, it } from "vitest";
import type { InvoiceSeller } from "#common/invoice-parts";
import { buildUbl, GENERAL_PUBLIC_TIN, phoneOf, type UblDocument } from "./ubl";

const seller: InvoiceSeller = {
  legalName: "AIHQ Sdn. Bhd.",
  ssmNumber: "202301000000",
  sstNumber: "W10-1808-32000001",
  tin: "C12345678901",
  addressLines: [
    "Level 23, Menara Exchange 106",
    "Tun Razak Exchange",
    "55188 Kuala Lumpur",
    "Malaysia",
  ],
  email: "hello@aihq.com.my",
  phone: "+60 3-2785 1180",
  msicCode: "85494",
  businessActivity: "Training and education services",
  stateCode: "14",
};

const invoice: UblDocument = {
  number: "AIHQ-INV-2026-000001",
  kind: "invoice",
  issuedAt: new Date("2026-11-27T03:04:05Z"),
  currency: "MYR",
  buyerName: "Nurul Aina",
  buyerEmail: "hr@sunway.example",
  buyerPhone: "012-345 6789",
  buyerCompany: "Sunway Berhad",
  buyerSsm: "197601000123",
  buyerAddress: null,
  buyerTin: null,
  companyBuyer: true,
  goods: "training",
  lines: [
    {
      description: "Seat, Tan",
      quantity: 1,
      unitPrice: "1500.00",
      taxRate: 8,
      amount: "1500.00",
      tax: "120.00",
    },
    {
      description: "Seat, Ravi",
      quantity: 1,
      unitPrice: "1500.00",
      taxRate: 8,
      amount: "1500.00",
      tax: "120.00",
    },
  ],
  subtotal: "3000.00",
  tax: "240.00",
  total: "3240.00",
};

/** The value at a path of the JSON tree. */
const at = (node: unknown, ...path: (string | number)[]): unknown =>
  path.reduce<unknown>((value, key) => (value as Record<string | number, unknown>)[key], node);
const each = (node: unknown, ...path: (string | number)[]): unknown[] =>
  at(node, ...path) as unknown[];

describe("the MyInvois UBL 2.1 JSON", () => {
  it("has the document's head: number, date and time in UTC, type 01 v1.0, MYR", () => {
    const doc = buildUbl(invoice, seller);
    expect(doc._D).toBe("urn:oasis:names:specification:ubl:schema:xsd:Invoice-2");
    const inv = at(doc, "Invoice", 0);
    expect(at(inv, "ID", 0, "_")).toBe("AIHQ-INV-2026-000001");
    expect(at(inv, "IssueDate", 0, "_")).toBe("2026-11-27");
    expect(at(inv, "IssueTime", 0, "_")).toBe("03:04:05Z");
    expect(at(inv, "InvoiceTypeCode", 0)).toEqual({ _: "01", listVersionID: "1.0" });
    expect(at(inv, "DocumentCurrencyCode", 0, "_")).toBe("MYR");
  });

  it("names the supplier with TIN, BRN, SST, MSIC, address and contact", () => {
    const party = at(
      buildUbl(invoice, seller),
      "Invoice",
      0,
      "AccountingSupplierParty",
      0,
      "Party",
      0,
    );
    expect(at(party, "IndustryClassificationCode", 0)).toEqual({
      _: "85494",
      name: "Training and education services",
    });
    const ids = each(party, "PartyIdentification").map((p) => at(p, "ID", 0));
    expect(ids).toEqual([
      { _: "C12345678901", schemeID: "TIN" },
      { _: "202301000000", schemeID: "BRN" },
      { _: "W10-1808-32000001", schemeID: "SST" },
      { _: "NA", schemeID: "TTX" },
    ]);
    const address = at(party, "PostalAddress", 0);
    expect(at(address, "PostalZone", 0, "_")).toBe("55188");
    expect(at(address, "CityName", 0, "_")).toBe("Kuala Lumpur");
    expect(at(address, "CountrySubentityCode", 0, "_")).toBe("14");
    expect(at(address, "Country", 0, "IdentificationCode", 0, "_")).toBe("MYS");
    expect(at(party, "Contact", 0, "Telephone", 0, "_")).toBe("+60327851180");
  });

  it("names an employer by its SSM number, with the general public's TIN when it gave none", () => {
    const party = at(
      buildUbl(invoice, seller),
      "Invoice",
      0,
      "AccountingCustomerParty",
      0,
      "Party",
      0,
    );
    const ids = each(party, "PartyIdentification").map((p) => at(p, "ID", 0, "_"));
    expect(ids).toEqual([GENERAL_PUBLIC_TIN, "197601000123", "NA"]);
    expect(at(party, "PartyLegalEntity", 0, "RegistrationName", 0, "_")).toBe("Sunway Berhad");
  });

  it("carries lines, service tax and the legal monetary total", () => {
    const inv = at(buildUbl(invoice, seller), "Invoice", 0);
    expect(at(inv, "InvoiceLine")).toHaveLength(2);
    const line = at(inv, "InvoiceLine", 0);
    expect(at(line, "InvoicedQuantity", 0)).toEqual({ _: 1, unitCode: "C62" });
    expect(
      at(line, "Item", 0, "CommodityClassification", 0, "ItemClassificationCode", 0, "_"),
    ).toBe("010");
    expect(at(line, "TaxTotal", 0, "TaxSubtotal", 0, "TaxCategory", 0, "ID", 0, "_")).toBe("02");
    expect(at(inv, "TaxTotal", 0, "TaxAmount", 0)).toEqual({ _: 240, currencyID: "MYR" });
    expect(at(inv, "LegalMonetaryTotal", 0, "PayableAmount", 0, "_")).toBe(3240);
    expect(at(inv, "LegalMonetaryTotal", 0, "TaxExclusiveAmount", 0, "_")).toBe(3000);
  });

  it("writes a credit note as type 02 referring to its invoice, amounts positive, no tax when not registered", () => {
    const note = buildUbl(
      {
        ...invoice,
        number: "AIHQ-CN-2026-000001",
        kind: "credit_note",
        companyBuyer: false,
        buyerTin: "IG12345678901",
        lines: [
          {
            description: "Refund",
            quantity: 1,
            unitPrice: "-500.00",
            taxRate: 0,
            amount: "-500.00",
            tax: "0.00",
          },
        ],
        subtotal: "-500.00",
        tax: "0.00",
        total: "-500.00",
        creditedNumber: "AIHQ-INV-2026-000001",
      },
      { ...seller, sstNumber: undefined },
    );
    const inv = at(note, "Invoice", 0);
    expect(at(inv, "InvoiceTypeCode", 0, "_")).toBe("02");
    expect(at(inv, "BillingReference", 0, "InvoiceDocumentReference", 0, "ID", 0, "_")).toBe(
      "AIHQ-INV-2026-000001",
    );
    expect(at(inv, "LegalMonetaryTotal", 0, "PayableAmount", 0, "_")).toBe(500);
    expect(at(inv, "TaxTotal", 0, "TaxSubtotal", 0, "TaxCategory", 0, "ID", 0, "_")).toBe("06");
    const buyerIds = at(inv, "AccountingCustomerParty", 0, "Party", 0, "PartyIdentification");
    expect(at(buyerIds, 0, "ID", 0, "_")).toBe("IG12345678901");
    expect(at(buyerIds, 1, "ID", 0, "_")).toBe("NA");
    const supplierIds = at(inv, "AccountingSupplierParty", 0, "Party", 0, "PartyIdentification");
    expect(at(supplierIds, 2, "ID", 0, "_")).toBe("NA");
  });

  it("writes phone numbers as MyInvois validates them", () => {
    expect(phoneOf("012-345 6789")).toBe("+60123456789");
    expect(phoneOf(null)).toBe("NA");
  });
});
