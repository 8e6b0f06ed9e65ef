/**
 * Characters no person types into a form field. Control characters (tab and
 * line breaks excepted) break mail headers and PostgreSQL (NUL); lone
 * surrogates are not valid Unicode and cannot be stored; the noncharacters
 * U+FFFE/U+FFFF and friends are never text.
 */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
const NONCHARACTER = /[\ufdd0-\ufdef\ufffe\uffff]/;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * Characters that render as nothing: zero-width spaces and joiners, the BOM,
 * soft hyphens, direction marks, invisible operators, variation selectors
 * and Hangul fillers. A value made only of these (and whitespace) is blank.
 */
// Combining marks in the class are the point: each is matched on its own.
const INVISIBLE =
  // eslint-disable-next-line no-misleading-character-class
  /[\s\u00ad\u034f\u061c\u115f\u1160\u17b4\u17b5\u180b-\u180f\u200b-\u200f\u202a-\u202e\u2060-\u206f\u3164\ufe00-\ufe0f\ufeff\uffa0\ufff0-\ufffb]/gu;

/** True when the value holds a character that has no place in submitted text. */
export function hasForbiddenCharacters(value: string): boolean {
  return CONTROL.test(value) || NONCHARACTER.test(value) || LONE_SURROGATE.test(value);
}

/** True when the value is non-empty but shows nothing at all. */
export function isOnlyInvisible(value: string): boolean {
  return value.length > 0 && value.replace(INVISIBLE, "") === "";
}

/**
 * Anything that starts a new line: CR, LF, the vertical tab and form feed,
 * NEL and the Unicode line and paragraph separators. A one-line value (a
 * name, an address, a phone number) that holds one ends up split in a mail
 * header, a CSV cell or a log line.
 */
// eslint-disable-next-line no-control-regex
const LINE_BREAK = /[\n\r\u000b\u000c\u0085\u2028\u2029]/;

/**
 * The bidirectional embeddings, overrides and isolates (U+202A–U+202E,
 * U+2066–U+2069): they reorder the text after them, so a name shown in the
 * back office or a mail can read differently from what is stored ("Trojan
 * Source"). Right-to-left text needs none of them, nor do the plain
 * direction marks U+200E/U+200F, which are allowed.
 */
export const BIDI_CONTROLS = Array.from("\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069");
const BIDI_CONTROL = new RegExp(`[${BIDI_CONTROLS.join("")}]`);

/** The characters of a phone number as people write it: digits, spaces, + - ( ) and dots. */
const PHONE_CHARACTERS = /^[0-9 +\-().]*$/;

/** The fewest digits a phone number can have and still reach someone. */
export const PHONE_MIN_DIGITS = 5;

/** True when the value would span more than one line. */
export function hasLineBreak(value: string): boolean {
  return LINE_BREAK.test(value);
}

/** True when the value holds a bidirectional embedding, override or isolate. */
export function hasBidiControl(value: string): boolean {
  return BIDI_CONTROL.test(value);
}

/** True for a phone number: phone characters only, and at least PHONE_MIN_DIGITS digits. */
export function isPhoneNumber(value: string): boolean {
  return PHONE_CHARACTERS.test(value) && (value.match(/[0-9]/g)?.length ?? 0) >= PHONE_MIN_DIGITS;
}

/** The message shown at a one-line field that holds a line break. */
export const LINE_BREAK_MESSAGE = "Please keep this on one line";
/** The message shown at a phone field that holds something else (the callback form's wording). */
export const PHONE_MESSAGE = "Please enter a valid phone number";

/** The message shown at a field that holds such characters. */
export const FORBIDDEN_CHARACTERS_MESSAGE =
  "Please remove the hidden or control characters from this field";
export const ONLY_INVISIBLE_MESSAGE = "Please enter visible text";

/**
 * Walks a parsed JSON body and reports the first string (key or value) that
 * holds a forbidden character, as a path: JSON bodies are checked whole
 * before any schema sees them.
 */
export function findForbiddenText(
  value: unknown,
  path: (string | number)[] = [],
): (string | number)[] | null {
  if (typeof value === "string") return hasForbiddenCharacters(value) ? path : null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findForbiddenText(value[i], [...path, i]);
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === "object") {
    for (const [key, inner] of Object.entries(value)) {
      if (hasForbiddenCharacters(key)) return [...path, key];
      const found = findForbiddenText(inner, [...path, key]);
      if (found) return found;
    }
  }
  return null;
}
