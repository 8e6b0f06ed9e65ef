import { Link } from "react-router";
import { cn } from "#app/lib/cn";

/**
 * The privacy notice line that sits beside a form's submit button: every
 * form that collects personal data links to it there
 * (docs/decisions/0013-personal-data-pdpa.md).
 */
export function PrivacyNote({ className }: { className?: string }) {
  return (
    <p data-slot="privacy-note" className={cn("text-xs text-muted-foreground", className)}>
      We use your details only to answer your request. See our{" "}
      <Link to="/privacy-policy" className="text-primary underline">
        Privacy Policy
      </Link>
      .
    </p>
  );
}
