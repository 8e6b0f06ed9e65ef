import fs from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/**
 * Comments cite only documents a newcomer can open: a record in docs/decisions/,
 * docs/architecture.md, docs/performance.md or a README section. Tracker numbers and the
 * original product description live outside the repository, so a comment that leans on them
 * explains nothing to the next reader: it says the reason itself instead. Only comments are
 * read (through the TypeScript parser, so a string or a URL is never taken for one).
 */

const ROOTS = ["app", "server", "common", "scripts", "tests"];
const EXTENSIONS = new Set([".ts", ".tsx", ".js", ".mjs", ".cjs"]);
const SKIPPED_FOLDERS = new Set(["node_modules", "build", ".react-router"]);

/** What a comment may not lean on, and how to recognise it. */
const OUTSIDE_CITATIONS: { what: string; pattern: RegExp }[] = [
  { what: "a tracker number", pattern: /\bissues? #?\d+/i },
  { what: "the outside product description", pattern: /\bthe specs?\b/i },
  // The description cited by section sign, in brackets or as the label that opens a line; a
  // Playwright file of tests/e2e is named otherwise ("the quiz specs", "x.spec.ts").
  {
    what: "the outside product description",
    pattern: /\bspecs?\s*§|\(\s*spec\s*[):]|(?<=^|\/\/|\*)\s*spec:/im,
  },
  { what: "the outside product description", pattern: /\b(?:shop|marketing-site)\.md\b/i },
  { what: "the outside decision list", pattern: /\bDECISIONS\.md\b/ },
];

function sourceFiles(root: string): string[] {
  const found: string[] = [];
  for (const entry of fs.readdirSync(root, { withFileTypes: true })) {
    const full = path.join(root, entry.name);
    if (entry.isDirectory()) {
      if (!SKIPPED_FOLDERS.has(entry.name)) found.push(...sourceFiles(full));
    } else if (EXTENSIONS.has(path.extname(entry.name))) {
      found.push(full);
    }
  }
  return found;
}

function scriptKind(file: string): ts.ScriptKind {
  if (file.endsWith(".tsx")) return ts.ScriptKind.TSX;
  if (file.endsWith(".ts")) return ts.ScriptKind.TS;
  return ts.ScriptKind.JS;
}

/** Every comment of a source text, with where it starts. */
function commentsOf(fileName: string, text: string): { pos: number; text: string }[] {
  const source = ts.createSourceFile(
    fileName,
    text,
    ts.ScriptTarget.Latest,
    true,
    scriptKind(fileName),
  );
  const seen = new Map<number, string>();
  const jsxTexts: ts.TextRange[] = [];
  const collect = (ranges: ts.CommentRange[] | undefined) => {
    for (const range of ranges ?? []) seen.set(range.pos, text.slice(range.pos, range.end));
  };
  // Every token, closing braces and the end of the file included, has the comments on the lines
  // before it (leading) and after it on its own line (trailing).
  const visit = (node: ts.Node) => {
    if (node.kind === ts.SyntaxKind.JsxText) jsxTexts.push(node);
    collect(ts.getLeadingCommentRanges(text, node.pos));
    collect(ts.getTrailingCommentRanges(text, node.end));
    for (const child of node.getChildren(source)) visit(child);
  };
  visit(source);
  // JSX text is the page's words: a "//" in it, read as trivia after the tag, is no comment.
  const inJsxText = (pos: number) => jsxTexts.some((t) => pos >= t.pos && pos < t.end);
  return [...seen]
    .filter(([pos]) => !inJsxText(pos))
    .sort(([a], [b]) => a - b)
    .map(([pos, comment]) => ({ pos, text: comment }));
}

/** The outside citations in one file's comments, as "file:line: what (the words)". */
function outsideCitations(fileName: string, text: string): string[] {
  const lineOf = (pos: number) => text.slice(0, pos).split("\n").length;
  const found: string[] = [];
  for (const comment of commentsOf(fileName, text)) {
    for (const { what, pattern } of OUTSIDE_CITATIONS) {
      for (const match of comment.text.matchAll(new RegExp(pattern.source, `${pattern.flags}g`))) {
        const line = lineOf(comment.pos + match.index);
        found.push(`${fileName}:${line}: cites ${what} ("${match[0].trim()}")`);
      }
    }
  }
  return found;
}

describe("comments cite only documents in the repository", () => {
  it("reads comments only: strings, URLs, regular expressions and JSX text are not comments", () => {
    const sample = [
      'const url = "https://example.com/issue 4"; // a URL is not a comment',
      "const re = /issue 5/;",
      "const tpl = `// issue 6 ${re.source} /* issue 7 */`;",
      "export const View = () => <p>// issue 8 {url}{/* the comment in JSX */}</p>;",
      "/* block */ function f() {",
      "  return 1;",
      "  // before the closing brace",
      "}",
      "// at the end of the file",
    ].join("\n");
    expect(commentsOf("sample.tsx", sample).map((c) => c.text)).toEqual([
      "// a URL is not a comment",
      "/* the comment in JSX */",
      "/* block */",
      "// before the closing brace",
      "// at the end of the file",
    ]);
  });

  it("names the file and line of each citation, and lets a reason or a record through", () => {
    const cited = [
      "/**",
      " * Fine: docs/decisions/0013-personal-data-pdpa.md, README.md and tests/e2e/x.spec.ts).",
      " * Not fine: see issue 14 §2.",
      " */",
      "const a = 1; // as the spec's toast says",
      "// Spec: 6 cards (spec §9) and (shop.md §2); Issue #12 too.",
      "export { a };",
    ].join("\n");
    expect(outsideCitations("x.ts", cited)).toEqual([
      'x.ts:3: cites a tracker number ("issue 14")',
      'x.ts:5: cites the outside product description ("the spec")',
      'x.ts:6: cites a tracker number ("Issue #12")',
      'x.ts:6: cites the outside product description ("Spec:")',
      'x.ts:6: cites the outside product description ("spec §")',
      'x.ts:6: cites the outside product description ("shop.md")',
    ]);
  });

  it(`holds in every comment of ${ROOTS.join("/, ")}/`, () => {
    const files = ROOTS.flatMap((root) => sourceFiles(root));
    expect(files.length).toBeGreaterThan(500);
    const found = files.flatMap((file) => outsideCitations(file, fs.readFileSync(file, "utf8")));
    expect(found, "say the reason, or point to docs/ or README.md instead").toEqual([]);
  });
});
