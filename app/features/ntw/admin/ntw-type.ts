import type { ProductType } from "#app/features/catalogue/admin/product-type";
import { NTW_FORMAT_OPTIONS, NTW_LIMITS, ntwSchema } from "./ntw.schema";

/** NTW programs in the catalogue admin: its pages' words and its form (the server half: ntw.server.ts). */
export const NTW_TYPE: ProductType<typeof ntwSchema> = {
  kind: { one: "NTW program", many: "NTW programs", base: "/admin/ntw" },
  schema: ntwSchema,
  list: {
    searchLabel: "Search title or trainer",
    note: "Upcoming programs first, soonest first; then past ones. Times are Malaysia time.",
  },
  form: [
    {
      title: "The program",
      fields: [
        {
          control: "text",
          name: "title",
          label: "Title",
          required: true,
          maxLength: NTW_LIMITS.title,
        },
        {
          control: "textarea",
          name: "description",
          label: "Description",
          rows: 4,
          maxLength: NTW_LIMITS.description,
        },
        {
          control: "text",
          name: "trainerName",
          label: "Trainer",
          maxLength: NTW_LIMITS.trainerName,
        },
      ],
    },
    {
      title: "When and where",
      fields: [
        {
          // Entered in Malaysia time whatever the editor's own zone (the schema reads it so).
          control: "datetime",
          name: "date",
          label: "Date and time (Malaysia time)",
          required: true,
          description: "Entered in MYT (UTC+8), whatever your computer's time zone.",
          grid: "half",
        },
        {
          control: "text",
          name: "duration",
          label: "Duration (hours)",
          required: true,
          inputMode: "decimal",
          maxLength: 6,
          placeholder: "2",
          initial: "2",
          grid: "half",
        },
        {
          control: "select",
          name: "format",
          label: "Format",
          options: NTW_FORMAT_OPTIONS,
          initial: "Online",
          unknown: { suffix: " (choose another)", first: true },
          grid: "half",
        },
        {
          control: "text",
          name: "link",
          label: "Link",
          inputMode: "url",
          maxLength: NTW_LIMITS.link,
          placeholder: "https://…",
          description: "The online session's address (or the venue's page).",
          grid: "half",
        },
      ],
    },
  ],
};
