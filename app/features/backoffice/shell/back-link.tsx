import type * as React from "react";
import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";

/** A detail page's way back up, above its heading: an arrow and where it leads. */
export function BackLink({ to, children }: { to: string; children: React.ReactNode }) {
  return (
    <Link to={to} className="inline-flex items-center gap-1 text-sm text-primary hover:underline">
      <ArrowLeft aria-hidden="true" className="size-4" /> {children}
    </Link>
  );
}
