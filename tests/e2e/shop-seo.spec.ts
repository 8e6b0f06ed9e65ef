import { expect, test, type APIRequestContext } from "@playwright/test";

// The server under test has no PUBLIC_URL: absolute URLs use the request's origin.
const pages: { path: string; canonical: string; title: string }[] = [
  { path: "/shop", canonical: "/shop", title: "AI Workshops" },
  { path: "/shop/ntw", canonical: "/shop/ntw", title: "National Training Week" },
  { path: "/shop/grants", canonical: "/shop/grants", title: "Government Grants" },
  {
    path: "/shop/masterclasses/custom",
    canonical: "/shop/masterclasses/custom",
    title: "Custom Corporate AI Training",
  },
  {
    path: "/shop/for-individuals",
    canonical: "/shop/for-individuals",
    title: "AI Masterclasses for Individuals",
  },
  {
    path: "/shop/for-organisations",
    canonical: "/shop/for-organisations",
    title: "AI Transformation for Organizations",
  },
  {
    path: "/shop/masterclasses",
    canonical: "/shop/masterclasses",
    title: "AI Masterclasses & Conferences",
  },
  // Filters and views are not separate pages.
  {
    path: "/shop/masterclasses?q=ai&type=conference&format=physical&month=3&view=calendar&cal=2026-03",
    canonical: "/shop/masterclasses",
    title: "AI Masterclasses & Conferences",
  },
  { path: "/shop/books", canonical: "/shop/books", title: "Books" },
  { path: "/shop/books?q=leader", canonical: "/shop/books", title: "Books" },
  { path: "/shop/calendar", canonical: "/shop/calendar", title: "Training Calendar" },
  { path: "/shop/calendar?month=2026-12", canonical: "/shop/calendar", title: "Training Calendar" },
];

async function head(request: APIRequestContext, path: string): Promise<string> {
  const res = await request.get(path);
  expect(res.status()).toBe(200);
  const html = await res.text();
  return html.slice(0, html.indexOf("</head>"));
}

function attr(html: string, tag: RegExp, name: string): string[] {
  return [...html.matchAll(tag)].map((m) => new RegExp(`${name}="([^"]*)"`).exec(m[0])?.[1] ?? "");
}

const links = (html: string, rel: string) =>
  attr(html, new RegExp(`<link[^>]*rel="${rel}"[^>]*>`, "g"), "href");
const property = (html: string, name: string) =>
  attr(html, new RegExp(`<meta[^>]*property="${name}"[^>]*>`, "g"), "content");

for (const { path, canonical, title } of pages) {
  test(`${path} has its canonical link and Open Graph tags in the server HTML`, async ({
    request,
    baseURL,
  }) => {
    const html = await head(request, path);
    const url = `${baseURL}${canonical}`;
    expect(links(html, "canonical")).toEqual([url]);
    expect(property(html, "og:url")).toEqual([url]);
    expect(property(html, "og:title")).toEqual([title.replace(/&/g, "&amp;")]);
    expect(property(html, "og:type")).toEqual(["website"]);
    expect(property(html, "og:description")).toHaveLength(1);
    expect(property(html, "og:description")[0]).not.toBe("");
    expect(html).toContain(`<title>${title.replace(/&/g, "&amp;")} | AIHQ</title>`);
  });
}

test("the sitemap dates every masterclass and book, and the listings that show them (grants and NTW too)", async ({
  request,
  baseURL,
}) => {
  const xml = await (await request.get("/sitemap.xml")).text();
  const entries = new Map(
    [...xml.matchAll(/<url>\s*<loc>([^<]+)<\/loc>(?:\s*<lastmod>([^<]+)<\/lastmod>)?/g)].map(
      (m) => [m[1]?.replace(baseURL ?? "", "") ?? "", m[2]],
    ),
  );
  const details = [...entries.keys()].filter(
    (path) =>
      /^\/shop\/(masterclasses|books)\/[^/]+$/.test(path) && path !== "/shop/masterclasses/custom",
  );
  expect(details).toContain("/shop/masterclasses/malaysia-ai-business-summit");
  expect(details).toContain("/shop/books/the-ai-ready-organisation");
  for (const path of details) expect(entries.get(path), path).toMatch(/^\d{4}-\d\d-\d\dT/);
  for (const path of [
    "/shop",
    "/shop/for-individuals",
    "/shop/for-organisations",
    "/shop/ntw",
    "/shop/masterclasses",
    "/shop/masterclasses/custom",
    "/shop/books",
    "/shop/grants",
    "/shop/calendar",
  ]) {
    expect(entries.has(path), path).toBe(true);
  }
  for (const path of [
    "/shop",
    "/shop/masterclasses",
    "/shop/calendar",
    "/shop/books",
    "/shop/grants",
    "/shop/ntw",
  ]) {
    expect(entries.get(path), path).toMatch(/^\d{4}-\d\d-\d\dT/);
  }
});
