import type { InvoiceLine, InvoiceSeller } from "#common/invoice-parts";

/**
 * An invoice or credit note as LHDN's MyInvois takes it: the JSON form of UBL 2.1 (every value
 * an array of one `{ "_": value, …attributes }`), document type v1.0. A credit note is an
 * `Invoice` document too, with InvoiceTypeCode 02 and a BillingReference to the invoice it
 * credits. Pure: the route hands it the stored row and the settings. Which field comes from
 * where: docs/decisions/0040-invoices.md.
 */

export interface UblDocument {
  number: string;
  kind: "invoice" | "credit_note";
  issuedAt: Date;
  currency: string;
  buyerName: string;
  buyerEmail: string;
  buyerPhone: string | null;
  buyerCompany: string | null;
  buyerSsm: string | null;
  buyerAddress: string | null;
  buyerTin: string | null;
  /** An employer's invoice (HRDC group): the company is the buyer, not the contact. */
  companyBuyer: boolean;
  /** Training (a course seat) or a book: the item's MyInvois classification. */
  goods: "training" | "book";
  lines: readonly InvoiceLine[];
  subtotal: string;
  tax: string;
  total: string;
  /** A credit note: the invoice it credits. */
  creditedNumber?: string | null;
}

type Value = string | number;
type Field = [{ _: Value; [attribute: string]: Value }];
type Node = Record<string, unknown>;

const v = (value: Value, attributes: Record<string, Value> = {}): Field => [
  { _: value, ...attributes },
];

/** LHDN's TIN for a buyer who gave none (the general public). */
export const GENERAL_PUBLIC_TIN = "EI00000000010";
/** Tax type codes: 02 service tax (training is a service), 06 not applicable. */
const SERVICE_TAX = "02";
const NOT_APPLICABLE = "06";
/** Item classification codes of MyInvois: 010 education fees, 022 others. */
const CLASSIFICATION = { training: "010", book: "022" } as const;
const STATE_NOT_APPLICABLE = "17";

/** Amounts are positive in MyInvois: the type code says whether money is owed or credited. */
function money(value: string, currency: string): Field {
  return v(Math.abs(Number(value)), { currencyID: currency });
}

/** "+60 3-2785 1180" → "+60327851180", the form MyInvois validates. */
export function phoneOf(value: string | null): string {
  const digits = (value ?? "").replace(/[^\d+]/g, "");
  if (!digits) return "NA";
  if (digits.startsWith("+")) return digits;
  return digits.startsWith("0") ? `+6${digits}` : `+${digits}`;
}

/** Lines, and the "postcode city" line's parts, as MyInvois wants an address. */
function address(lines: readonly string[], stateCode: string): Node {
  const cityLine = [...lines].reverse().find((line) => /\b\d{5}\b/.test(line));
  const match = cityLine?.match(/\b(\d{5})\s+(.+)$/);
  const street = lines.filter((line) => line !== cityLine && !/^malaysia$/i.test(line));
  return {
    AddressLine: (street.length > 0 ? street : ["NA"])
      .slice(0, 3)
      .map((line) => ({ Line: v(line) })),
    PostalZone: v(match?.[1] ?? ""),
    CityName: v(match?.[2] ?? "NA"),
    CountrySubentityCode: v(stateCode),
    Country: [{ IdentificationCode: v("MYS", { listID: "ISO3166-1", listAgencyID: "6" }) }],
  };
}

function identifications(ids: [string, string][]): Node[] {
  return ids.map(([scheme, id]) => ({ ID: v(id || "NA", { schemeID: scheme }) }));
}

function supplier(seller: InvoiceSeller): Node {
  return {
    Party: [
      {
        IndustryClassificationCode: v(seller.msicCode, { name: seller.businessActivity }),
        PartyIdentification: identifications([
          ["TIN", seller.tin ?? "NA"],
          ["BRN", seller.ssmNumber ?? "NA"],
          ["SST", seller.sstNumber ?? "NA"],
          ["TTX", "NA"],
        ]),
        PostalAddress: [address(seller.addressLines, seller.stateCode)],
        PartyLegalEntity: [{ RegistrationName: v(seller.legalName) }],
        Contact: [{ Telephone: v(phoneOf(seller.phone)), ElectronicMail: v(seller.email) }],
      },
    ],
  };
}

function buyer(doc: UblDocument): Node {
  const lines = doc.buyerAddress?.split("\n").filter(Boolean) ?? [];
  return {
    Party: [
      {
        PartyIdentification: identifications([
          ["TIN", doc.buyerTin ?? GENERAL_PUBLIC_TIN],
          ["BRN", (doc.companyBuyer && doc.buyerSsm) || "NA"],
          ["SST", "NA"],
        ]),
        PostalAddress: [address(lines, STATE_NOT_APPLICABLE)],
        PartyLegalEntity: [
          {
            RegistrationName: v(
              doc.companyBuyer && doc.buyerCompany ? doc.buyerCompany : doc.buyerName,
            ),
          },
        ],
        Contact: [{ Telephone: v(phoneOf(doc.buyerPhone)), ElectronicMail: v(doc.buyerEmail) }],
      },
    ],
  };
}

function taxSubtotal(taxable: string, tax: string, rate: number, currency: string): Node {
  return {
    TaxableAmount: money(taxable, currency),
    TaxAmount: money(tax, currency),
    Percent: v(rate),
    TaxCategory: [
      {
        ID: v(rate > 0 ? SERVICE_TAX : NOT_APPLICABLE),
        TaxScheme: [{ ID: v("OTH", { schemeID: "UN/ECE 5153", schemeAgencyID: "6" }) }],
      },
    ],
  };
}

function invoiceLine(line: InvoiceLine, index: number, doc: UblDocument): Node {
  const { currency } = doc;
  return {
    ID: v(String(index + 1)),
    InvoicedQuantity: v(line.quantity, { unitCode: "C62" }),
    LineExtensionAmount: money(line.amount, currency),
    TaxTotal: [
      {
        TaxAmount: money(line.tax, currency),
        TaxSubtotal: [taxSubtotal(line.amount, line.tax, line.taxRate, currency)],
      },
    ],
    Item: [
      {
        CommodityClassification: [
          { ItemClassificationCode: v(CLASSIFICATION[doc.goods], { listID: "CLASS" }) },
        ],
        Description: v(line.description),
      },
    ],
    Price: [{ PriceAmount: money(line.unitPrice, currency) }],
    ItemPriceExtension: [{ Amount: money(line.amount, currency) }],
  };
}

/** The MyInvois JSON document (v1.0) of an invoice or credit note. */
export function buildUbl(doc: UblDocument, seller: InvoiceSeller): Node {
  const iso = doc.issuedAt.toISOString();
  const rate = doc.lines[0]?.taxRate ?? 0;
  const invoice: Node = {
    ID: v(doc.number),
    IssueDate: v(iso.slice(0, 10)),
    IssueTime: v(`${iso.slice(11, 19)}Z`),
    InvoiceTypeCode: v(doc.kind === "credit_note" ? "02" : "01", { listVersionID: "1.0" }),
    DocumentCurrencyCode: v(doc.currency),
    TaxCurrencyCode: v(doc.currency),
    ...(doc.kind === "credit_note"
      ? {
          BillingReference: [
            {
              InvoiceDocumentReference: [
                // The UUID is the one MyInvois gave the invoice; "NA" until it was submitted.
                { ID: v(doc.creditedNumber ?? "NA"), UUID: v("NA") },
              ],
            },
          ],
        }
      : {}),
    AccountingSupplierParty: [supplier(seller)],
    AccountingCustomerParty: [buyer(doc)],
    TaxTotal: [
      {
        TaxAmount: money(doc.tax, doc.currency),
        TaxSubtotal: [taxSubtotal(doc.subtotal, doc.tax, rate, doc.currency)],
      },
    ],
    LegalMonetaryTotal: [
      {
        LineExtensionAmount: money(doc.subtotal, doc.currency),
        TaxExclusiveAmount: money(doc.subtotal, doc.currency),
        TaxInclusiveAmount: money(doc.total, doc.currency),
        PayableAmount: money(doc.total, doc.currency),
      },
    ],
    InvoiceLine: doc.lines.map((line, index) => invoiceLine(line, index, doc)),
  };
  return {
    _D: "urn:oasis:names:specification:ubl:schema:xsd:Invoice-2",
    _A: "urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2",
    _B: "urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2",
    Invoice: [invoice],
  };
}
