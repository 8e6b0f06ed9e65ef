import heads from "#app/content/page-heads.json";

/** What a fixed public page says about itself in search results and share cards. */
export interface PageTexts {
  /** Without the site suffix; the document title gets ' | AIHQ'. */
  title: string;
  description: string;
}

/**
 * The title and description of every public page whose head does not depend
 * on a record (a course, a book, a post): one table of copy, kept as data so
 * the routes carry only their path and what they load.
 */
export const pageHeads = heads satisfies Record<string, PageTexts>;
