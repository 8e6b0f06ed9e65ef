import type { z } from "zod";
import type { SelectOption } from "#app/components/ui/form-fields";
import type { UploadResult } from "#app/components/ui/image-field";
import type { CatalogueKind } from "./catalogue-ui";

/**
 * One product type of the catalogue admin (books, grants, NTW programs): what
 * its pages say, its form's fields and the schema that checks them. The
 * pages are one set of route modules (app/routes/admin/catalogue/),
 * registered once per type in app/routes.ts; a type's descriptor is all that
 * tells them apart. Its server half (table, list order, CSV, audit, delete
 * rule) is the type's CatalogueAdmin in its own *.server module.
 */
export interface ProductType<S extends z.ZodType = z.ZodType> {
  kind: CatalogueKind;
  /** Checks the form, in the browser before it is sent and in the action. */
  schema: S;
  /** The form, section by section, in order. */
  form: readonly FormSectionSpec[];
  list: {
    searchLabel: string;
    /** A line under the header on what the list shows first. */
    note?: string;
    /** Each row shows the item's cover (books). */
    covers?: boolean;
  };
}

export interface FormSectionSpec {
  title: string;
  fields: readonly FieldSpec[];
}

interface FieldCommon {
  /** The posted name, the schema's key and the form values' key. */
  name: string;
  label: string;
  description?: string;
  /**
   * In the section's two-column grid (from `sm` up): one column or both.
   * Consecutive grid fields share one grid; the others stand full width.
   */
  grid?: "half" | "full";
}

export type FieldSpec =
  | (FieldCommon & {
      control: "text";
      maxLength: number;
      required?: boolean;
      placeholder?: string;
      inputMode?: "decimal" | "url";
      /** An address part (a slug): no autocomplete, no spell check. */
      verbatim?: boolean;
      /** What a new item's field starts with. */
      initial?: string;
    })
  | (FieldCommon & { control: "textarea"; rows: number; maxLength: number })
  | (FieldCommon & {
      control: "select";
      options: readonly SelectOption[];
      initial: string;
      /**
       * A stored value the options lack (set before the form knew it, or by
       * hand) stays selectable rather than vanishing, labelled with this
       * suffix, before the options or after them.
       */
      unknown: { suffix: string; first: boolean };
    })
  | (FieldCommon & { control: "datetime"; required: boolean })
  | (FieldCommon & {
      control: "list";
      /** One row's name in labels ("Insight" → "Insight 2"). */
      itemLabel: string;
      maxItems: number;
      maxLength: number;
      multiline?: boolean;
    })
  | (FieldCommon & {
      control: "upload";
      kind: "image" | "pdf";
      maxLength: number;
      accept: readonly string[];
      upload: (file: File) => Promise<UploadResult>;
    });

/** The form's list fields: posted as repeated names, read with `getAll`. */
export function listFieldNames(type: Pick<ProductType, "form">): string[] {
  return type.form
    .flatMap((section) => section.fields)
    .filter((field) => field.control === "list")
    .map((field) => field.name);
}

/**
 * One row of a type's list as the page shows it, made on the server from the
 * type's list row (`CatalogueAdmin`), so the one list page needs no type's
 * row shape.
 */
export interface CatalogueListItem {
  id: string;
  title: string;
  /** The cover, for a type whose list shows covers (null: the placeholder). */
  cover?: string | null;
  /** The item's page on the site, for a View link. */
  siteHref?: string;
  /** The line under the title, in order. */
  facts: ListFact[];
}

export interface ListFact {
  text: string;
  /** A badge, the brochure's file icon, or a time (its ISO instant for `<time>`). */
  look?: "badge" | "file";
  dateTime?: string;
}
