import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { Button } from "#app/components/ui/button";

/**
 * Where the lead is acted on: a book order in Book orders (found by its
 * reference), a course registration or HRDC booking in its course's
 * registrations, where payment is confirmed and seats are managed.
 */
function manageTarget(
  kind: string,
  source: Record<string, unknown> | null,
): { to: string; label: string } | null {
  if (!source) return null;
  if (kind === "registration" && source.productType === "book") {
    const reference = typeof source.reference === "string" ? source.reference : "";
    return {
      to: `/admin/book-orders?q=${encodeURIComponent(reference)}`,
      label: "Open this order in Book orders",
    };
  }
  const courseId =
    kind === "registration" && source.productType === "masterclass"
      ? source.productId
      : kind === "registration_group"
        ? source.masterclassId
        : null;
  return typeof courseId === "string"
    ? { to: `/admin/registrations/${courseId}`, label: "Open the course's registrations" }
    : null;
}

export function ManageLink({
  kind,
  source,
}: {
  kind: string;
  source: Record<string, unknown> | null;
}) {
  const target = manageTarget(kind, source);
  if (!target) return null;
  return (
    <p>
      <Button asChild variant="outline" size="sm">
        <Link to={target.to}>
          {target.label} <ArrowRight aria-hidden="true" />
        </Link>
      </Button>
    </p>
  );
}
