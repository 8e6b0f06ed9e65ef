/**
 * CSRF defence for mutations: the request must come from a page of our own
 * site. SameSite=Lax cookies already stop most cross-site posts; this also
 * covers sibling subdomains and old browsers.
 *
 * The expected origin is PUBLIC_URL's when set (a deployment behind a proxy
 * knows its public name), else the request's own, which is right for local
 * installs and tests. Browsers send Origin on every POST; Referer is the
 * fallback for the rare client that strips it. A request with neither is
 * refused: it did not come from one of our forms.
 */
export function isSameOriginRequest(request: Request, publicUrl: string | undefined): boolean {
  const expected = publicUrl ? new URL(publicUrl).origin : new URL(request.url).origin;
  const origin = request.headers.get("origin");
  if (origin && origin !== "null") return origin === expected;
  const referer = request.headers.get("referer");
  if (!referer) return false;
  try {
    return new URL(referer).origin === expected;
  } catch {
    return false;
  }
}
