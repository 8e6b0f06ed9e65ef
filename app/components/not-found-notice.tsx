import type { LucideIcon } from "lucide-react";
import type * as React from "react";
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

// The 404 page's look and a missing record's; plain constants, so a bundle keeps only its own.
export const PAGE_LOOK: NoticeLook = {
  section: "min-h-[60vh]",
  icon: "size-14",
  title: "text-5xl",
  message: "mt-4 text-lg",
  button: "lg",
};
export const RECORD_LOOK: NoticeLook = {
  section: "min-h-[50vh]",
  icon: "size-12",
  title: "text-3xl",
  message: "mt-3",
};

export function NotFoundNotice({
  look: classes,
  icon: Icon,
  title,
  message,
  action,
}: {
  look: NoticeLook;
  /** Passed in: an icon imported here would be bundled again beside its callers' own. */
  icon: LucideIcon;
  title: string;
  message: string;
  action: React.ReactNode;
}) {
  return (
    <section className={cn("flex items-center justify-center px-4 py-20", classes.section)}>
      <div className="max-w-md text-center">
        <Icon aria-hidden="true" className={cn("mx-auto text-primary", classes.icon)} />
        <h1 className={cn("mt-6 font-bold tracking-tight", classes.title)}>{title}</h1>
        <p className={cn("text-muted-foreground", classes.message)}>{message}</p>
        <Button asChild size={classes.button} className="mt-8">
          {action}
        </Button>
      </div>
    </section>
  );
}
