import { Eyebrow } from "#app/components/eyebrow";
import { cn } from "#app/lib/cn";

/** A home section's eyebrow, title and lead. */
export function SectionHeading({
  eyebrow,
  title,
  text,
  dark = false,
  id,
}: {
  eyebrow?: string;
  title: string;
  text?: string;
  dark?: boolean;
  id?: string;
}) {
  return (
    <div className="max-w-3xl">
      {eyebrow && <Eyebrow dark={dark}>{eyebrow}</Eyebrow>}
      <h2 id={id} className="mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl">
        {title}
      </h2>
      {text && (
        <p className={cn("mt-3 text-lg", dark ? "text-navy-muted" : "text-muted-foreground")}>
          {text}
        </p>
      )}
    </div>
  );
}

/** A home section's width and padding. */
export const sectionWrap = "mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8";
