export const WORDS_PER_MINUTE = 200;
/** Minutes to show when a post has no stored reading time to go on. */
export const DEFAULT_READING_TIME = 5;

const ENTITIES: Record<string, string> = {
  "&amp;": "&",
  "&lt;": "<",
  "&gt;": ">",
  "&quot;": '"',
  "&#39;": "'",
  "&nbsp;": " ",
};

/**
 * Plain text of an HTML fragment, with whitespace collapsed. Meant for
 * counting words and building excerpts, not for sanitising untrusted HTML.
 */
export function stripTags(html: string): string {
  return (
    html
      // Script and style bodies are code, not prose.
      .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, " ")
      .replace(/<!--[\s\S]*?-->/g, " ")
      // A space, not "", so "<p>one</p><p>two</p>" stays two words.
      .replace(/<\/?[a-zA-Z][^>]*>/g, " ")
      // One pass, after tags are gone: "&amp;lt;" becomes the text "&lt;"
      // and "&lt;b&gt;" stays visible text instead of turning into a tag.
      .replace(/&(?:amp|lt|gt|quot|#39|nbsp);/g, (entity) => ENTITIES[entity] ?? entity)
      .replace(/\s+/g, " ")
      .trim()
  );
}

function wordCount(text: string): number {
  return text === "" ? 0 : text.split(" ").length;
}

/** Whole minutes to read the HTML, rounded up; 0 when there is no text. */
export function readingTime(html: string): number {
  return Math.ceil(wordCount(stripTags(html)) / WORDS_PER_MINUTE);
}
