import type * as React from "react";
import { Link } from "react-router";

const LOOK = "text-primary hover:underline";

/** A link in the back office's running text and rows: primary, underlined on hover. */
export function TextLink({ className, ...props }: React.ComponentProps<typeof Link>) {
  return <Link {...props} className={className ? `${className} ${LOOK}` : LOOK} />;
}

/**
 * A name that links to its page when it has one (`to`), else the same name as plain text:
 * a row whose record was erased or never linked still shows who or what it was.
 */
export function TextLinkOrText({
  to,
  className,
  children,
}: {
  to: string | null;
  className: string;
  children: React.ReactNode;
}) {
  return to ? (
    <TextLink to={to} className={className}>
      {children}
    </TextLink>
  ) : (
    <span className={className}>{children}</span>
  );
}
