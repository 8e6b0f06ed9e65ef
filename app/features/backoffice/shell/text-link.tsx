import type * as React from "react";
import { Link } from "react-router";

const LOOK = "text-primary hover:underline";

/** A link in the back office's running text and rows: primary, underlined on hover. */
export function TextLink({ className, ...props }: React.ComponentProps<typeof Link>) {
  return <Link {...props} className={className ? `${className} ${LOOK}` : LOOK} />;
}
