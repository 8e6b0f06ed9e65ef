/**
 * A book's formats and the words of a Malaysian address (browser-safe, no
 * zod: the book page and the order form's fields load these at once; the
 * address's schema is in delivery-address.ts).
 */

export const BOOK_FORMATS = ["paperback", "ebook"] as const;
export type BookFormat = (typeof BOOK_FORMATS)[number];

export const BOOK_FORMAT_LABELS: Record<BookFormat, string> = {
  paperback: "Paperback",
  ebook: "E-book",
};

/** The 13 states and 3 federal territories, as Pos Malaysia writes them. */
export const MALAYSIAN_STATES = [
  "Johor",
  "Kedah",
  "Kelantan",
  "Melaka",
  "Negeri Sembilan",
  "Pahang",
  "Perak",
  "Perlis",
  "Pulau Pinang",
  "Sabah",
  "Sarawak",
  "Selangor",
  "Terengganu",
  "W.P. Kuala Lumpur",
  "W.P. Labuan",
  "W.P. Putrajaya",
] as const;
export type MalaysianState = (typeof MALAYSIAN_STATES)[number];

export const ADDRESS_LIMITS = {
  recipientName: 120,
  line: 200,
  city: 100,
  phone: 20,
} as const;
