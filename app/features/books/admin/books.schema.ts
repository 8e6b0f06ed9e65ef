import { z } from "zod";
import {
  imageField,
  nullableText,
  optionalText,
  priceField,
  requiredText,
  slugField,
  textList,
} from "#app/features/catalogue/admin/catalogue-form";
import { BOOK_FORMAT_LABELS, BOOK_FORMATS } from "#app/features/books/book-format";

/**
 * The book form of the back office (create and edit), shared by the browser
 * and the action. Limits are mirrored on the inputs' native attributes.
 */
export const BOOK_LIMITS = {
  title: 200,
  author: 200,
  description: 5_000,
  authorBio: 3_000,
  cover: 2_048,
  insight: 300,
  insights: 12,
} as const;

export const bookSchema = z.object({
  title: requiredText("Title", BOOK_LIMITS.title),
  slug: slugField(),
  author: requiredText("Author", BOOK_LIMITS.author),
  description: optionalText("Description", BOOK_LIMITS.description),
  cover: imageField("Cover", BOOK_LIMITS.cover),
  keyInsights: textList("Key insights", {
    maxItems: BOOK_LIMITS.insights,
    maxLength: BOOK_LIMITS.insight,
  }),
  authorBio: nullableText("Author bio", BOOK_LIMITS.authorBio),
  price: priceField("Price"),
  // A paperback's order asks for a delivery address and is shipped; an e-book's is not.
  format: z.preprocess(
    (value) => (value === undefined || value === null || value === "" ? "paperback" : value),
    z.enum(BOOK_FORMATS, { message: "Choose paperback or e-book" }),
  ),
});

export const BOOK_FORMAT_OPTIONS = BOOK_FORMATS.map((format) => ({
  value: format,
  label: BOOK_FORMAT_LABELS[format],
}));

export type BookInput = z.output<typeof bookSchema>;
