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
});

export type BookInput = z.output<typeof bookSchema>;
