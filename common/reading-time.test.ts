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
  it("removes tags and keeps text", () => {
    expect(stripTags('<p class="lead">Hello <strong>world</strong></p>')).toBe("Hello world");
  });

  it("keeps words in adjacent blocks apart", () => {
    expect(stripTags("<p>one</p><p>two</p>")).toBe("one two");
    expect(stripTags("line<br/>break")).toBe("line break");
  });

  it("drops script and style contents", () => {
    expect(
      stripTags("<p>a</p><script>var x = '<p>';</script><style>p { color: red }</style><p>b</p>"),
    ).toBe("a b");
    expect(stripTags('<SCRIPT type="text/javascript">alert(1)</SCRIPT>ok')).toBe("ok");
  });

  it("drops comments", () => {
    expect(stripTags("a<!-- hidden <b>note</b> -->b")).toBe("a b");
  });

  it("decodes the common entities", () => {
    expect(stripTags("Tom &amp; Jerry &lt;3 &gt; &quot;quoted&quot; it&#39;s&nbsp;here")).toBe(
      `Tom & Jerry <3 > "quoted" it's here`,
    );
  });

  it("decodes only once", () => {
    expect(stripTags("&amp;lt;b&amp;gt;")).toBe("&lt;b&gt;");
  });

  it("does not turn escaped markup into tags", () => {
    expect(stripTags("&lt;b&gt;bold&lt;/b&gt;")).toBe("<b>bold</b>");
  });

  it("leaves unknown entities and stray angle brackets alone", () => {
    expect(stripTags("&copy; 2026")).toBe("&copy; 2026");
    expect(stripTags("1 < 2 and 3 > 2")).toBe("1 < 2 and 3 > 2");
  });

  it("collapses whitespace and trims", () => {
    expect(stripTags("  <p>\n  a \t\n b  </p>  ")).toBe("a b");
    expect(stripTags("")).toBe("");
  });
});

describe("readingTime", () => {
  it("is 0 for empty or whitespace-only content", () => {
    expect(readingTime("")).toBe(0);
    expect(readingTime("   \n\t ")).toBe(0);
    expect(readingTime("<p> </p><br>")).toBe(0);
    expect(readingTime("&nbsp;")).toBe(0);
  });

  it("is 1 minute for up to 200 words", () => {
    expect(readingTime("hello")).toBe(1);
    expect(readingTime(words(200))).toBe(1);
  });

  it("rounds up past each 200 words", () => {
    expect(readingTime(words(201))).toBe(2);
    expect(readingTime(words(400))).toBe(2);
    expect(readingTime(words(401))).toBe(3);
  });

  it("does not count tags or attributes as words", () => {
    const html = words(200)
      .split(" ")
      .map((w) => `<span class="a b c d e">${w}</span>`)
      .join("\n");
    expect(readingTime(html)).toBe(1);
  });

  it("does not count script contents as words", () => {
    expect(readingTime(`<p>${words(200)}</p><script>${words(50)}</script>`)).toBe(1);
  });
});
