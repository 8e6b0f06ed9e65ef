import { describe, expect, it } from "vitest";
import { onlyDialogChanged, rendersFormInPage } from "./registration-url";

const url = (path: string) => new URL(path, "https://aihq.test");

describe("onlyDialogChanged", () => {
  it("is true when only the dialog parameter changes", () => {
    expect(
      onlyDialogChanged(url("/shop/masterclasses/x"), url("/shop/masterclasses/x?register=hrdc")),
    ).toBe(true);
    expect(onlyDialogChanged(url("/shop/books/y?register=individual"), url("/shop/books/y"))).toBe(
      true,
    );
    expect(onlyDialogChanged(url("/shop/grants?a=1&inquire=z"), url("/shop/grants?a=1"))).toBe(
      true,
    );
  });
  it("is false for another page or another parameter", () => {
    expect(onlyDialogChanged(url("/shop/masterclasses/x"), url("/shop/masterclasses/y"))).toBe(
      false,
    );
    expect(onlyDialogChanged(url("/shop/masterclasses?q=a"), url("/shop/masterclasses?q=b"))).toBe(
      false,
    );
  });
  it("is false for a revalidation of the same URL (a live update must fetch)", () => {
    expect(onlyDialogChanged(url("/shop/books/y"), url("/shop/books/y"))).toBe(false);
    expect(
      onlyDialogChanged(
        url("/shop/masterclasses/x?register=hrdc"),
        url("/shop/masterclasses/x?register=hrdc"),
      ),
    ).toBe(false);
  });
});

describe("rendersFormInPage", () => {
  it("names the URLs whose page holds a form instead of a dialog", () => {
    expect(rendersFormInPage(url("/shop/masterclasses/x?register=individual"))).toBe(true);
    expect(rendersFormInPage(url("/shop/grants?inquire=1"))).toBe(true);
    expect(rendersFormInPage(url("/shop/masterclasses/x"))).toBe(false);
  });
});
