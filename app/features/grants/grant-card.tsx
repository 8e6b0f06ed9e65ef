import type * as React from "react";
import { IconList } from "#app/components/icon-list";
import { Badge } from "#app/components/ui/badge";
import { cn } from "#app/lib/cn";

export interface GrantCardData {
  id: string;
  title: string;
  description: string;
  category: string;
  badgeText: string | null;
  badgeColor: string | null;
  benefits: string[];
}

// Full class names so Tailwind finds them; unknown colours get the brand badge.
const BADGE_COLORS: Record<string, string> = {
  emerald: "bg-emerald-100 text-emerald-800",
  green: "bg-green-100 text-green-800",
  blue: "bg-blue-100 text-blue-800",
  sky: "bg-sky-100 text-sky-800",
  cyan: "bg-cyan-100 text-cyan-800",
  amber: "bg-amber-100 text-amber-900",
  yellow: "bg-yellow-100 text-yellow-900",
  orange: "bg-orange-100 text-orange-800",
  red: "bg-red-100 text-red-800",
  rose: "bg-rose-100 text-rose-800",
  pink: "bg-pink-100 text-pink-800",
  violet: "bg-violet-100 text-violet-800",
  purple: "bg-purple-100 text-purple-800",
  indigo: "bg-indigo-100 text-indigo-800",
  slate: "bg-slate-100 text-slate-800",
  gray: "bg-gray-100 text-gray-800",
};

function badgeClass(color: string | null): string | undefined {
  if (!color) return undefined;
  const key = color.trim().toLowerCase().replace(/^bg-/, "").replace(/-\d+$/, "");
  return Object.hasOwn(BADGE_COLORS, key) ? BADGE_COLORS[key] : undefined;
}

/**
 * One grant of the 'Special Grant Programs' grid. `actions` are the card's
 * controls (Contact Us, the brochure); `children` what opens under them
 * (the confirmation, the inquiry form without JavaScript).
 */
export function GrantCard({
  grant,
  actions,
  children,
}: {
  grant: GrantCardData;
  actions?: React.ReactNode;
  children?: React.ReactNode;
}) {
  return (
    <article
      id={`grant-${grant.id}`}
      aria-labelledby={`grant-${grant.id}-title`}
      className="flex scroll-mt-24 flex-col rounded-2xl border bg-card p-6 shadow-sm sm:p-8"
    >
      <Badge className={cn("self-start", badgeClass(grant.badgeColor))}>
        {grant.badgeText ?? grant.category}
      </Badge>
      <h3 id={`grant-${grant.id}-title`} className="mt-4 text-xl font-semibold tracking-tight">
        {grant.title}
      </h3>
      {grant.description && (
        <p className="mt-3 leading-relaxed text-muted-foreground">{grant.description}</p>
      )}
      {grant.benefits.length > 0 ? (
        <IconList items={grant.benefits} look="small" />
      ) : (
        <p className="mt-5 text-sm text-muted-foreground italic">
          Contact us for more details about this grant.
        </p>
      )}
      <div className="mt-auto pt-6">
        {actions && <div className="flex flex-wrap items-center gap-3">{actions}</div>}
        {children}
      </div>
    </article>
  );
}
