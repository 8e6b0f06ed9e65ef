import { uploadBrochure } from "#app/lib/uploads";
import type { ProductType } from "#app/features/catalogue/admin/product-type";
import { BADGE_COLOR_OPTIONS, GRANT_LIMITS, grantSchema } from "./grants.schema";

/** Grants in the catalogue admin: its pages' words and its form (the server half: grants.server.ts). */
export const GRANT_TYPE: ProductType<typeof grantSchema> = {
  kind: { one: "grant", many: "Grants", base: "/admin/grants" },
  schema: grantSchema,
  list: { searchLabel: "Search title or category" },
  form: [
    {
      title: "The grant",
      fields: [
        {
          control: "text",
          name: "title",
          label: "Title",
          required: true,
          maxLength: GRANT_LIMITS.title,
        },
        {
          control: "text",
          name: "category",
          label: "Category",
          required: true,
          maxLength: GRANT_LIMITS.category,
          description: "Shown on the badge when there is no badge text.",
        },
        {
          control: "textarea",
          name: "description",
          label: "Description",
          rows: 4,
          maxLength: GRANT_LIMITS.description,
        },
      ],
    },
    {
      title: "On the card",
      fields: [
        {
          control: "text",
          name: "badgeText",
          label: "Badge text",
          maxLength: GRANT_LIMITS.badgeText,
          description: "Like 'Up to 100% claimable'. Blank shows the category.",
          grid: "half",
        },
        {
          control: "select",
          name: "badgeColor",
          label: "Badge colour",
          options: BADGE_COLOR_OPTIONS,
          initial: "",
          unknown: { suffix: " (not supported)", first: false },
          grid: "half",
        },
        {
          control: "list",
          name: "benefits",
          label: "Benefits",
          itemLabel: "Benefit",
          description: "One per row, in the order shown on the grant's card.",
          maxItems: GRANT_LIMITS.benefits,
          maxLength: GRANT_LIMITS.benefit,
        },
      ],
    },
    {
      title: "Brochure",
      fields: [
        {
          control: "upload",
          kind: "pdf",
          name: "brochure",
          label: "Brochure PDF",
          maxLength: GRANT_LIMITS.brochure,
          accept: ["application/pdf"],
          upload: uploadBrochure,
          description:
            "A PDF up to 20 MB, or the https:// address of one. Visitors get a link that works for an hour.",
        },
      ],
    },
  ],
};
