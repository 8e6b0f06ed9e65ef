import { describe, expect, it } from "vitest";
import { BOOK_TYPE } from "#app/features/books/admin/book-type";
import { GRANT_TYPE } from "#app/features/grants/admin/grant-type";
import { NTW_TYPE } from "#app/features/ntw/admin/ntw-type";
import { listFieldNames } from "./product-type";
import { adminSegment, productTypeKeyAt } from "./product-types";

describe("the catalogue admin's product types", () => {
  it("read their type from the URL the shared routes are registered under", () => {
    expect(productTypeKeyAt("/admin/books")).toBe("books");
    expect(productTypeKeyAt("/admin/books/new")).toBe("books");
    expect(productTypeKeyAt("/admin/grants/3f9a2c1e-0000-4000-8000-000000000000")).toBe("grants");
    expect(productTypeKeyAt("/admin/ntw.csv")).toBe("ntw");
    expect(adminSegment("/admin/masterclasses.csv")).toBe("masterclasses");
    for (const path of [
      "/admin",
      "/admin/book-orders",
      "/admin/booksx",
      "/admin/toString",
      "/shop/books",
    ]) {
      expect(() => productTypeKeyAt(path), path).toThrow(/No catalogue product type/);
    }
  });

  it("each form has a field for every key of its schema, and no other", () => {
    for (const type of [BOOK_TYPE, GRANT_TYPE, NTW_TYPE]) {
      const names = type.form.flatMap((section) => section.fields.map((field) => field.name));
      expect(names.toSorted(), type.kind.many).toEqual(Object.keys(type.schema.shape).toSorted());
    }
  });

  it("knows each form's list fields (repeated names) from its fields", () => {
    expect(listFieldNames(BOOK_TYPE)).toEqual(["keyInsights"]);
    expect(listFieldNames(GRANT_TYPE)).toEqual(["benefits"]);
    expect(listFieldNames(NTW_TYPE)).toEqual([]);
  });
});
