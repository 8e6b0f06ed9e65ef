import { CheckCircle2, type LucideIcon } from "lucide-react";
import type * as React from "react";

/** One line of a card's facts (date, place, class size…), its icon before it. */
export function IconItem({
  icon: Icon,
  children,
}: {
  icon: LucideIcon;
  children: React.ReactNode;
}) {
  return (
    <li className="flex items-center gap-2">
      <Icon aria-hidden="true" className="size-4 shrink-0 text-primary" />
      {children}
    </li>
  );
}

// The looks of a list of short texts each behind the same icon: a course page's prose
// list, its tiles (who should attend) and a grant card's small print.
const looks = {
  prose: {
    list: "space-y-3",
    item: "flex gap-3 leading-relaxed",
    icon: "mt-1 size-5 shrink-0 text-primary",
  },
  tiles: {
    list: "grid gap-3 sm:grid-cols-2",
    item: "flex gap-3 rounded-xl border bg-card p-4",
    icon: "mt-0.5 size-5 shrink-0 text-primary",
  },
  small: {
    list: "mt-5 space-y-2.5",
    item: "flex gap-2.5 text-sm leading-relaxed",
    icon: "mt-0.5 size-4 shrink-0 text-success",
  },
} as const;

/** Texts each behind the same icon (a tick unless told). */
export function IconList({
  items,
  icon: Icon = CheckCircle2,
  look = "prose",
}: {
  items: readonly string[];
  icon?: LucideIcon;
  look?: keyof typeof looks;
}) {
  const classes = looks[look];
  return (
    <ul className={classes.list}>
      {items.map((item) => (
        <li key={item} className={classes.item}>
          <Icon aria-hidden="true" className={classes.icon} />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
