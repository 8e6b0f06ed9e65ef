import { eq } from "drizzle-orm";
import { grantInquiries, grants } from "#server/db/schema";
import type { CsvColumn } from "#app/features/backoffice/export/csv-export.server";
import { defineCatalogueAdmin } from "#app/features/catalogue/admin/catalogue-admin.server";
import { countRows } from "#app/features/catalogue/admin/catalogue-crud.server";
import {
  titleOrderedList,
  type CatalogueRow,
} from "#app/features/catalogue/admin/title-list.server";
import type { ListFact } from "#app/features/catalogue/admin/product-type";
import { GRANT_TYPE } from "./grant-type";

/** The list: by title, searched on title and category. */
const grantList = titleOrderedList(
  grants,
  {
    id: grants.id,
    title: grants.title,
    category: grants.category,
    badgeText: grants.badgeText,
    badgeColor: grants.badgeColor,
    brochure: grants.brochure,
    benefits: grants.benefits,
    updatedAt: grants.updatedAt,
  },
  [grants.title, grants.category],
);

type GrantListRow = CatalogueRow<typeof grantList>;

const GRANT_CSV_COLUMNS: CsvColumn<GrantListRow>[] = [
  { header: "Title", value: (g) => g.title },
  { header: "Category", value: (g) => g.category },
  { header: "Badge", value: (g) => g.badgeText },
  { header: "Badge colour", value: (g) => g.badgeColor },
  { header: "Benefits", value: (g) => g.benefits.join("; ") },
  { header: "Brochure", value: (g) => g.brochure },
  { header: "Updated", value: (g) => g.updatedAt },
  { header: "Grant ID", value: (g) => g.id },
];

/** A list row's line: the card's badge, the category, how many benefits, a brochure. */
function grantFacts(grant: GrantListRow): ListFact[] {
  const n = grant.benefits.length;
  return [
    { text: grant.badgeText ?? grant.category, look: "badge" },
    { text: grant.category },
    { text: `${n} ${n === 1 ? "benefit" : "benefits"}` },
    ...(grant.brochure ? [{ text: "Brochure", look: "file" } as const] : []),
  ];
}

/** Grants in the back office: the list, its CSV, and create, edit and delete with their audit. */
export const GRANT_ADMIN = defineCatalogueAdmin({
  type: GRANT_TYPE,
  table: grants,
  list: () => grantList,
  listItem: (grant) => ({ id: grant.id, title: grant.title, facts: grantFacts(grant) }),
  csv: { name: "grants", columns: GRANT_CSV_COLUMNS },
  audit: { action: "grant", targetType: "grant" },
  values: (_tx, input) => input,
  /**
   * A grant someone asked about is kept. An inquiry's foreign key is ON
   * DELETE SET NULL, so the lead itself would survive, but it would lose its
   * link to the grant (only the copied title would say what it was about)
   * and the inbox could no longer group it.
   */
  async deleteRefusal(tx, grant) {
    const n = await countRows(tx, grantInquiries, eq(grantInquiries.grantId, grant.id));
    return n === 0
      ? null
      : `"${grant.title}" has ${n} ${n === 1 ? "inquiry" : "inquiries"}, so it cannot be deleted: ${n === 1 ? "that lead" : "those leads"} would lose the grant they asked about. Edit the grant instead.`;
  },
  formValues: (grant) => ({
    title: grant.title,
    description: grant.description,
    category: grant.category,
    badgeText: grant.badgeText ?? "",
    badgeColor: grant.badgeColor ?? "",
    benefits: grant.benefits,
    brochure: grant.brochure ?? "",
  }),
  siteHref: (grant) => `/shop/grants#grant-${grant.id}`,
  createdDescription: (grant) => `"${grant.title}" is on the grants page.`,
});
