/**
 * A ticket's token as it travels (browser-safe): 24 random bytes in base64url,
 * 32 characters. The check-in scanner accepts the token alone (a handheld
 * scanner that types it) or the ticket page's URL the QR code holds.
 */
export const TICKET_TOKEN_PATTERN = /^[A-Za-z0-9_-]{32}$/;

export function ticketPath(token: string): string {
  return `/tickets/${token}`;
}

/** The token inside what a scanner read, or null when it is not one of our tickets. */
export function tokenFromScan(scanned: string): string | null {
  const text = scanned.trim();
  if (TICKET_TOKEN_PATTERN.test(text)) return text;
  const match = /\/tickets\/([A-Za-z0-9_-]{32})\/?(?:[?#].*)?$/.exec(text);
  return match ? match[1]! : null;
}
