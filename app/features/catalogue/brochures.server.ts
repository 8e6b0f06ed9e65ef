import { and, eq } from "drizzle-orm";
import { grants, masterclasses } from "#server/db/schema";
import { locateBrochure } from "#server/files/brochure-path";
import { brochureFileExists, signedBrochureUrl } from "#server/files/brochures";
import { getConfig, getDb, getRuntime } from "#server/runtime";
import type { BrochureOwner } from "./brochure-messages";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function storedBrochure(kind: BrochureOwner, id: string): Promise<string | null | undefined> {
  if (kind === "grant") {
    const [row] = await getDb()
      .select({ brochure: grants.brochure })
      .from(grants)
      .where(eq(grants.id, id))
      .limit(1);
    return row ? row.brochure : undefined;
  }
  // A draft or archived course is not on the site, and neither is its brochure.
  const [row] = await getDb()
    .select({ brochure: masterclasses.brochure })
    .from(masterclasses)
    .where(and(eq(masterclasses.id, id), eq(masterclasses.status, "published")))
    .limit(1);
  return row ? row.brochure : undefined;
}

/**
 * The URL that opens a course's or grant's brochure: a signed link to our
 * copy, valid an hour, or the brochure's own http(s) address. Null when there
 * is no such course or grant, the course is a draft or archived, it has no brochure, or the
 * file is gone.
 */
export async function brochureUrl(kind: BrochureOwner, id: string): Promise<string | null> {
  if (!UUID.test(id)) return null;
  const location = locateBrochure(await storedBrochure(kind, id));
  if (!location) return null;
  if (location.kind === "external") return location.url;
  if (!(await brochureFileExists(getConfig().dataDir, location.key))) return null;
  return signedBrochureUrl(location.key, getRuntime().secrets);
}
