import { ACCEPTED_IMAGE_TYPES } from "#common/images";
import { uploadImage } from "#app/features/blog/admin/upload";
import { SLUG_MAX } from "#app/features/catalogue/admin/catalogue-form";
import type { ProductType } from "#app/features/catalogue/admin/product-type";
import { BOOK_FORMAT_OPTIONS, BOOK_LIMITS, bookSchema } from "./books.schema";

/** Books in the catalogue admin: its pages' words and its form (the server half: books.server.ts). */
export const BOOK_TYPE: ProductType<typeof bookSchema> = {
  kind: { one: "book", many: "Books", base: "/admin/books" },
  schema: bookSchema,
  list: { searchLabel: "Search title or author", covers: true },
  form: [
    {
      title: "The book",
      fields: [
        {
          control: "text",
          name: "title",
          label: "Title",
          required: true,
          maxLength: BOOK_LIMITS.title,
          grid: "full",
        },
        {
          control: "text",
          name: "author",
          label: "Author",
          required: true,
          maxLength: BOOK_LIMITS.author,
          grid: "half",
        },
        {
          control: "text",
          name: "price",
          label: "Price (RM)",
          required: true,
          inputMode: "decimal",
          maxLength: 20,
          placeholder: "149.00",
          description: "In ringgit; 0 for a free book.",
          grid: "half",
        },
        {
          control: "select",
          name: "format",
          label: "Format",
          options: BOOK_FORMAT_OPTIONS,
          initial: "paperback",
          unknown: { suffix: " (not supported)", first: false },
          description: "A paperback's order asks for a delivery address and is shipped.",
          grid: "half",
        },
        {
          control: "text",
          name: "slug",
          label: "Slug",
          maxLength: SLUG_MAX,
          verbatim: true,
          description:
            "The book's address, /shop/books/<slug>. Leave blank to make one from the title.",
          grid: "full",
        },
        {
          control: "upload",
          kind: "image",
          name: "cover",
          label: "Cover",
          maxLength: BOOK_LIMITS.cover,
          accept: ACCEPTED_IMAGE_TYPES,
          upload: uploadImage,
          description: "JPEG, PNG or WebP, up to 5 MB; or the https:// address of an image.",
        },
      ],
    },
    {
      title: "On the book's page",
      fields: [
        {
          control: "textarea",
          name: "description",
          label: "Description",
          rows: 5,
          maxLength: BOOK_LIMITS.description,
        },
        {
          control: "list",
          name: "keyInsights",
          label: "Key insights",
          itemLabel: "Insight",
          description:
            "What a reader takes away, one per row, in the order shown on the book's page.",
          maxItems: BOOK_LIMITS.insights,
          maxLength: BOOK_LIMITS.insight,
          multiline: true,
        },
        {
          control: "textarea",
          name: "authorBio",
          label: "Author bio",
          rows: 4,
          maxLength: BOOK_LIMITS.authorBio,
        },
      ],
    },
  ],
};
