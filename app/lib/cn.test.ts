import { twMerge } from "tailwind-merge";
import { describe, expect, it } from "vitest";
import rendered from "./__fixtures__/rendered-class-lists.json";
import { cn, mergeClasses } from "./cn";

// Every class list the public pages and the back office rendered (server HTML of each
// route, collected from a crawl), plus the overrides components are written to take.
const OVERRIDES = [
  "h-10 px-4 py-2 h-11",
  "text-sm font-semibold text-base",
  "text-sm text-white text-base text-navy",
  "inline-flex hidden sm:inline-flex",
  "bg-primary/5 text-primary ring-1 ring-primary/15 bg-success text-white",
  "px-2.5 py-0.5 text-xs whitespace-nowrap px-4 py-1.5 text-sm whitespace-normal",
  "shrink-0 flex-1 lg:flex-none",
  "p-4 px-2",
  "px-2 p-4",
  "mt-2 -mt-4 m-0",
  "border border-input border-2 border-red-500",
  "rounded-md rounded-full rounded-t-none",
  "shadow-sm shadow-lg shadow-black/10",
  "w-4 h-4 size-6",
  "grid-cols-1 grid-rows-2 grid-cols-3 md:grid-cols-2",
  "overflow-x-auto overflow-hidden",
  "hover:bg-muted hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring",
  "[&_svg]:size-4 [&_svg]:size-5",
  "text-left text-center text-balance text-pretty",
  "bg-cover bg-center bg-navy bg-white/10",
  "font-semibold font-bold font-mono",
  "absolute relative inset-0 top-2",
  "leading-tight text-lg",
  "ring-2 ring-offset-2 ring-primary ring-offset-white",
  "h-[52px] h-12 min-h-screen min-h-0",
  "text-[13px] text-[#fff]",
  "opacity-60 opacity-100 z-10 z-20",
  "items-center items-start justify-between justify-center self-start self-end",
  "transition-colors transition-all duration-200 duration-300",
  "uppercase normal-case italic not-italic underline no-underline",
  "max-w-3xl max-w-none mx-auto mx-0",
  "gap-2 gap-x-4 gap-6",
  "!mt-2 mt-4",
  "sm:p-6 sm:px-2 md:p-4",
  "foo foo",
  "object-cover object-center object-contain",
  "bg-linear-to-r bg-navy",
  "col-span-2 col-span-full",
  "flex-col flex-row flex-wrap",
  "space-y-2 space-y-4",
];

describe("cn", () => {
  it("resolves conflicts exactly as tailwind-merge on every rendered class list", () => {
    const differing = (rendered as string[])
      .concat(OVERRIDES)
      .filter((list) => mergeClasses(list) !== twMerge(list))
      .map((list) => ({ list, ours: mergeClasses(list), twMerge: twMerge(list) }));
    expect(differing).toEqual([]);
  });

  it("keeps the later utility of a kind and every unknown class", () => {
    expect(cn("h-10 px-4", "h-12", { hidden: true }, ["custom-thing"])).toBe(
      "px-4 h-12 hidden custom-thing",
    );
    expect(cn("text-sm text-white", "text-base")).toBe("text-white text-base");
  });

  it("gives the same answer from memory, also after more distinct lists than it keeps", () => {
    for (let round = 0; round < 2; round++) {
      expect(cn("h-10 px-4", "h-12")).toBe("px-4 h-12");
      for (let i = 0; i < 2500; i++) expect(cn(`w-${i}`, "w-full")).toBe("w-full");
      expect(cn("text-sm font-semibold", "text-base")).toBe("font-semibold text-base");
    }
  });
});
