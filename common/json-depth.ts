/**
 * How deep JSON we accept may nest arrays and objects. Our own bodies nest three or four levels;
 * anything walked recursively (the text check, zod) would overflow the stack some thousands of
 * levels down, and a 60 KB body can nest 30,000 deep.
 */
export const MAX_JSON_DEPTH = 32;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;

/**
 * True when JSON text nests arrays and objects deeper than `limit`, found by one pass over
 * the raw text before anything parses or walks it: brackets and braces are counted outside
 * strings only. Works on UTF-8 bytes as on a string, since every structural character is ASCII
 * and no byte of a multi-byte UTF-8 sequence is. Malformed text is the parser's to refuse.
 */
export function exceedsJsonDepth(json: string | Uint8Array, limit = MAX_JSON_DEPTH): boolean {
  const at = typeof json === "string" ? (i: number) => json.charCodeAt(i) : (i: number) => json[i]!;
  let depth = 0;
  let inString = false;
  for (let i = 0; i < json.length; i++) {
    const code = at(i);
    if (inString) {
      if (code === BACKSLASH) i++;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) {
      inString = true;
    } else if (code === OPEN_ARRAY || code === OPEN_OBJECT) {
      depth++;
      if (depth > limit) return true;
    } else if (code === CLOSE_ARRAY || code === CLOSE_OBJECT) {
      depth--;
    }
  }
  return false;
}
