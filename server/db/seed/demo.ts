/**
 * The demo catalogue, blog and certificates that an empty installation starts with, built per
 * domain in this folder (catalogue.ts with masterclass-pages.ts, blog.ts, certificates.ts, on
 * the shared calendar.ts and people.ts).
 *
 * Every builder is pure: dates come from the `today` argument, so a site started on any day
 * has a live countdown, a full calendar and "upcoming" lists; the same `today` always gives
 * the same rows. People and companies here are invented.
 */
import fs from "node:fs";
import path from "node:path";
import { brochureKey } from "#server/files/brochure-path";
import { fromRoot } from "#server/paths";
import { sql } from "drizzle-orm";
import type { Db } from "#server/db/client";
import {
  blogCategories,
  blogPosts,
  books,
  certificates,
  grants,
  masterclasses,
  ntwPrograms,
} from "#server/db/schema";
import { buildBlogCategories, buildBlogPosts } from "./blog";
import { buildBooks, buildGrants, buildMasterclasses, buildNtwPrograms } from "./catalogue";
import { buildCertificates } from "./certificates";

export interface SeedDemoOptions {
  /** The day the demo dates are relative to; defaults to now. */
  today?: Date;
  /** Where brochures live (DATA_DIR/brochures); the demo PDFs are copied there. */
  brochuresDir: string;
}

/** The PDFs ship in the repository; resolved from the root so the bundle finds them too. */
function seedFilesDir(): string {
  return fromRoot("server", "db", "seed", "files");
}

/**
 * Loads the demo catalogue, blog and certificates into an empty database.
 *
 * "Empty" means no masterclass and no blog post: once an operator has added or kept real
 * content, a restart must never mix demo rows into it. Everything goes in one transaction, so
 * a failure leaves the database empty and the next start tries again.
 */
export async function seedDemo(db: Db, options: SeedDemoOptions): Promise<{ seeded: boolean }> {
  const today = options.today ?? new Date();
  const masterclassRows = buildMasterclasses(today);
  const grantRows = buildGrants();
  const brochures = [...masterclassRows, ...grantRows]
    .map((row) => row.brochure)
    .filter((brochure): brochure is string => typeof brochure === "string");
  // Checked before writing anything: a broken package must not leave rows whose brochures
  // can never be copied (the next start would see a non-empty database and skip the copy).
  const sourceDir = seedFilesDir();
  const missing = brochures.filter((brochure) => !fs.existsSync(path.join(sourceDir, brochure)));
  if (missing.length > 0) {
    throw new Error(`Demo files missing from ${sourceDir}: ${missing.join(", ")}`);
  }

  const seeded = await db.transaction(async (tx) => {
    // Two instances starting together on one PostgreSQL would otherwise both see an empty
    // database; the second waits here, then finds the first one's rows.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('aihq:seed-demo'))`);

    const [existingMasterclass] = await tx
      .select({ id: masterclasses.id })
      .from(masterclasses)
      .limit(1);
    const [existingPost] = await tx.select({ id: blogPosts.id }).from(blogPosts).limit(1);
    if (existingMasterclass || existingPost) return false;

    await tx.insert(masterclasses).values(masterclassRows);
    await tx.insert(books).values(buildBooks());
    await tx.insert(grants).values(grantRows);
    await tx.insert(ntwPrograms).values(buildNtwPrograms(today));
    await tx.insert(certificates).values(buildCertificates(today));

    const categories = await tx
      .insert(blogCategories)
      .values(buildBlogCategories())
      .returning({ id: blogCategories.id, name: blogCategories.name });
    const categoryIds = new Map(categories.map((category) => [category.name, category.id]));
    await tx.insert(blogPosts).values(buildBlogPosts(today, categoryIds));
    return true;
  });

  if (seeded) copyBrochures(brochures, sourceDir, options.brochuresDir);
  return { seeded };
}

/**
 * Copies each brochure to where its stored value points (brochure-path.ts). An existing file
 * is left alone: it may be one the operator replaced by hand.
 */
function copyBrochures(
  relativePaths: readonly string[],
  sourceDir: string,
  targetDir: string,
): void {
  for (const relativePath of relativePaths) {
    const key = brochureKey(relativePath);
    if (!key) throw new Error(`Demo brochure path is not a brochure key: ${relativePath}`);
    const target = path.join(targetDir, key);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    try {
      fs.copyFileSync(path.join(sourceDir, relativePath), target, fs.constants.COPYFILE_EXCL);
    } catch (error) {
      if (!(error instanceof Error && "code" in error && error.code === "EEXIST")) throw error;
    }
  }
}
