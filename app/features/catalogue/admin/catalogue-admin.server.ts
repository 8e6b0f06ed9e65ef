import type { z } from "zod";
import type { Db } from "#server/db/client";
import { csvExport, type CsvColumn } from "#app/features/backoffice/export/csv-export.server";
import type { CatalogueValues } from "./catalogue-form";
import {
  createCatalogueItem,
  editCatalogueItem,
  notFoundMessage,
  type CatalogueActionAnswer,
} from "./catalogue-actions.server";
import {
  catalogueDb,
  catalogueExport,
  cataloguePage,
  type CatalogueList,
} from "./catalogue-crud.server";
import {
  createCatalogueRow,
  deleteCatalogueRow,
  findCatalogueRow,
  updateCatalogueRow,
  type CatalogueTable,
  type CatalogueWrites,
} from "./catalogue-writes.server";
import { listFieldNames, type CatalogueListItem, type ProductType } from "./product-type";

/**
 * The server half of a product type: its list (order, search, how a row
 * reads, the CSV), its writes (table, audit names, delete rule) and what the
 * edit page starts from. `type` is the descriptor the pages share with the
 * browser.
 */
export interface CatalogueAdminSpec<
  Row,
  T extends CatalogueTable,
  S extends z.ZodType,
> extends Omit<CatalogueWrites<T, z.output<S>>, "one"> {
  type: ProductType<S>;
  /** The list at `now`: its table, search over `?q=` and order, for the page and the CSV. */
  list: (now: Date) => CatalogueList<Row>;
  /** A list row as the page shows it. */
  listItem: (row: Row, now: Date) => CatalogueListItem;
  csv: { name: string; columns: readonly CsvColumn<Row>[] };
  /** The stored item as the form's values. */
  formValues: (item: T["$inferSelect"]) => CatalogueValues;
  /** Where the item is on the public site. */
  siteHref: (item: T["$inferSelect"]) => string;
  /** The "created" toast's sentence: where the new item is on the site. */
  createdDescription: (item: T["$inferSelect"]) => string;
}

/** What the edit page starts from. */
export interface CatalogueEditItem {
  item: { id: string; title: string };
  siteHref: string;
  values: CatalogueValues;
}

/** A product type's server half with its row types bound: what the shared routes call. */
export interface CatalogueAdmin {
  type: ProductType;
  list(
    db: Db,
    options: { q: string | null; page: number },
  ): Promise<{ q: string; rows: CatalogueListItem[]; total: number }>;
  /** The list's search as CSV: catalogue content, so editors may export it too. */
  exportCsv(request: Request): Promise<Response>;
  find(db: Db, id: string): Promise<CatalogueEditItem | null>;
  notFound: string;
  create(request: Request): CatalogueActionAnswer;
  edit(request: Request, id: string | undefined): CatalogueActionAnswer;
}

export function defineCatalogueAdmin<Row, T extends CatalogueTable, S extends z.ZodType>(
  spec: CatalogueAdminSpec<Row, T, S>,
): CatalogueAdmin {
  const { kind, schema } = spec.type;
  const writes: CatalogueWrites<T, z.output<S>> = { ...spec, one: kind.one };
  const action = { kind, schema, lists: listFieldNames(spec.type) };
  return {
    type: spec.type,
    async list(db, options) {
      const now = new Date();
      const page = await cataloguePage(db, spec.list(now), options);
      return { ...page, rows: page.rows.map((row) => spec.listItem(row, now)) };
    },
    exportCsv: (request) =>
      csvExport(request, "editor", (params) =>
        catalogueExport(catalogueDb(), spec.list(new Date()), params, spec.csv),
      ),
    async find(db, id) {
      const item = await findCatalogueRow(db, spec.table, id);
      if (!item) return null;
      return {
        item: { id: item.id, title: item.title },
        siteHref: spec.siteHref(item),
        values: spec.formValues(item),
      };
    },
    notFound: notFoundMessage(kind),
    create: (request) =>
      createCatalogueItem(request, {
        ...action,
        create: (db, actor, input) => createCatalogueRow(db, actor, writes, input),
        createdDescription: spec.createdDescription,
      }),
    edit: (request, id) =>
      editCatalogueItem(request, id, {
        ...action,
        update: (db, actor, itemId, input) => updateCatalogueRow(db, actor, writes, itemId, input),
        remove: (db, actor, itemId) => deleteCatalogueRow(db, actor, writes, itemId),
      }),
  };
}
