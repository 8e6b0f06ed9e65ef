import { ArrowLeft, SearchX } from "lucide-react";
import type * as React from "react";
import { Link } from "react-router";
import { cn } from "#app/lib/cn";
import { Button } from "./ui/button";

/** How large a not-found notice stands: the site's 404 larger than a missing record's. */
interface NoticeLook {
  section: string;
  icon: string;
  title: string;
  message: string;
  button?: "lg";
}

// Each caller holds its own look, so that a page's bundle carries only the one it shows.
const PAGE_LOOK: NoticeLook = {
  section: "min-h-[60vh]",
  icon: "size-14",
  title: "text-5xl",
  message: "mt-4 text-lg",
  button: "lg",
};
const RECORD_LOOK: NoticeLook = {
  section: "min-h-[50vh]",
  icon: "size-12",
  title: "text-3xl",
  message: "mt-3",
};

function NotFoundNotice({
  look: classes,
  title,
  message,
  action,
}: {
  look: NoticeLook;
  title: string;
  message: string;
  action: React.ReactNode;
}) {
  return (
    <section className={cn("flex items-center justify-center px-4 py-20", classes.section)}>
      <div className="max-w-md text-center">
        <SearchX aria-hidden="true" className={cn("mx-auto text-primary", classes.icon)} />
        <h1 className={cn("mt-6 font-bold tracking-tight", classes.title)}>{title}</h1>
        <p className={cn("text-muted-foreground", classes.message)}>{message}</p>
        <Button asChild size={classes.button} className="mt-8">
          {action}
        </Button>
      </div>
    </section>
  );
}

/** The product's 404 page, texts as in the shop spec. */
export function NotFound() {
  return (
    <NotFoundNotice
      look={PAGE_LOOK}
      title="404"
      message="Oops! The page you're looking for doesn't exist."
      action={<Link to="/shop">Return to Shop</Link>}
    />
  );
}

/** "Masterclass Not Found" and its kin, with the way back. */
export function NotFoundPanel({
  title,
  message,
  backTo,
  backLabel,
}: {
  title: string;
  message: string;
  backTo: string;
  backLabel: string;
}) {
  return (
    <NotFoundNotice
      look={RECORD_LOOK}
      title={title}
      message={message}
      action={
        <Link to={backTo}>
          <ArrowLeft aria-hidden="true" />
          {backLabel}
        </Link>
      }
    />
  );
}
