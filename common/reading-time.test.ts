import { describe, it, expect } from "vitest";
import { DEFAULT_READING_TIME, WORDS_PER_MINUTE, readingTime, stripTags } from "./reading-time";

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(" ");

describe("constants", () => {
  it("match the spec", () => {
    expect(WORDS_PER_MINUTE).toBe(200);
    expect(DEFAULT_READING_TIME).toBe(5);
  });
});

describe("stripTags", () => {
  it.each([
    [
      "removes tags and keeps text",
      '<p class="lead">Hello <strong>world</strong></p>',
      "Hello world",
    ],
    ["keeps words in adjacent blocks apart", "<p>one</p><p>two</p>", "one two"],
    ["keeps words around a line break apart", "line<br/>break", "line break"],
    [
      "drops script and style contents",
      "<p>a</p><script>var x = '<p>';</script><style>p { color: red }</style><p>b</p>",
      "a b",
    ],
    [
      "drops upper-case script contents",
      '<SCRIPT type="text/javascript">alert(1)</SCRIPT>ok',
      "ok",
    ],
    ["drops comments", "a<!-- hidden <b>note</b> -->b", "a b"],
    [
      "decodes the common entities",
      "Tom &amp; Jerry &lt;3 &gt; &quot;quoted&quot; it&#39;s&nbsp;here",
      `Tom & Jerry <3 > "quoted" it's here`,
    ],
    ["decodes only once", "&amp;lt;b&amp;gt;", "&lt;b&gt;"],
    ["does not turn escaped markup into tags", "&lt;b&gt;bold&lt;/b&gt;", "<b>bold</b>"],
    ["leaves unknown entities alone", "&copy; 2026", "&copy; 2026"],
    ["leaves stray angle brackets alone", "1 < 2 and 3 > 2", "1 < 2 and 3 > 2"],
    ["collapses whitespace and trims", "  <p>\n  a \t\n b  </p>  ", "a b"],
    ["gives nothing for nothing", "", ""],
  ])("%s", (_rule, html, text) => {
    expect(stripTags(html)).toBe(text);
  });
});

describe("readingTime", () => {
  it.each([
    ["empty content", 0, ""],
    ["whitespace only", 0, "   \n\t "],
    ["empty markup", 0, "<p> </p><br>"],
    ["a non-breaking space", 0, "&nbsp;"],
    ["one word", 1, "hello"],
    ["200 words", 1, words(200)],
    ["201 words", 2, words(201)],
    ["400 words", 2, words(400)],
    ["401 words", 3, words(401)],
    ["200 words and a script", 1, `<p>${words(200)}</p><script>${words(50)}</script>`],
  ])("%s: %i minute(s), rounded up past each 200 words", (_what, minutes, html) => {
    expect(readingTime(html)).toBe(minutes);
  });

  it("does not count tags or attributes as words", () => {
    const html = words(200)
      .split(" ")
      .map((w) => `<span class="a b c d e">${w}</span>`)
      .join("\n");
    expect(readingTime(html)).toBe(1);
  });
});
