import { ArrowRight } from "lucide-react";
import type * as React from "react";
import { Link } from "react-router";
import { Button } from "#app/components/ui/button";

/**
 * The follow-up's two ways on after a registration: 'Maybe Later' (`later`:
 * a button in the dialog, a link on the page without JavaScript) or the
 * paid masterclasses.
 */
export function NtwFollowUpActions({
  later,
  className,
}: {
  later: React.ReactNode;
  className: string;
}) {
  return (
    <div className={className}>
      {later}
      <Button asChild>
        <Link to="/shop/masterclasses">
          Explore Masterclasses
          <ArrowRight aria-hidden="true" />
        </Link>
      </Button>
    </div>
  );
}
