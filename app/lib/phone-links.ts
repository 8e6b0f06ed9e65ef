/**
 * Links that start a call or a WhatsApp chat with a number as people type it
 * ("012-345 6789", "+60 12 345 6789", "03-2785 1180").
 */

/** The digits of a number in international form without "+", assuming Malaysia when it starts with 0. */
export function internationalDigits(phone: string): string | null {
  const trimmed = phone.trim();
  const digits = trimmed.replace(/\D/g, "");
  if (digits.length < 8 || digits.length > 15) return null;
  if (trimmed.startsWith("+")) return digits;
  if (digits.startsWith("00")) return digits.slice(2);
  if (digits.startsWith("0")) return `60${digits.slice(1)}`;
  return digits;
}

/** tel: with the number in international form, or null for something that is no number. */
export function telHref(phone: string): string | null {
  const digits = internationalDigits(phone);
  return digits ? `tel:+${digits}` : null;
}

/** A WhatsApp chat with the number (wa.me wants the digits without "+"), or null. */
export function whatsappChatHref(phone: string): string | null {
  const digits = internationalDigits(phone);
  return digits ? `https://wa.me/${digits}` : null;
}

/** tel: with the number as written, less its spaces and dashes: for our own numbers, already in international form. */
export function dialHref(phone: string): string {
  return `tel:${phone.replace(/[^+\d]/g, "")}`;
}
