import { Download } from "lucide-react";
import { Button } from "#app/components/ui/button";

/**
 * "Export CSV" for a back-office list: the list's `.csv` route with the
 * filter the list is showing (empty values dropped, never the page number),
 * a plain download link, so it works without JavaScript.
 */
export function ExportCsvLink({
  href,
  filter = {},
}: {
  href: string;
  filter?: Record<string, string | null | undefined> | URLSearchParams;
}) {
  const params = new URLSearchParams();
  const entries = filter instanceof URLSearchParams ? [...filter] : Object.entries(filter);
  for (const [key, value] of entries) if (value && key !== "page") params.set(key, value);
  const query = params.toString();
  return (
    <Button asChild variant="outline" size="sm">
      <a href={query ? `${href}?${query}` : href} download>
        <Download aria-hidden="true" /> Export CSV
      </a>
    </Button>
  );
}
