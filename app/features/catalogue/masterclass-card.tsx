import { ArrowRight, CalendarDays, MapPin, Monitor, Users } from "lucide-react";
import { Link } from "react-router";
import { IconItem } from "#app/components/icon-list";
import { Badge } from "#app/components/ui/badge";
import { SmartImage } from "#app/components/ui/smart-image";
import { formatDateRange } from "#common/dates";
import { priceLabel } from "#common/money";
import { formatLabel, PHYSICAL_LOCATION, type MasterclassFormat } from "./masterclass-labels";

export interface MasterclassCardData {
  slug: string;
  title: string;
  subtitle: string | null;
  date: Date | string;
  endDate: Date | string | null;
  format: MasterclassFormat;
  type: "masterclass" | "conference";
  price: string;
  classSize: number;
  /** Its picture and the fallbacks after it (masterclassImage), worked out by the loader. */
  images: string[];
  isHrdc: boolean;
  isNtw: boolean;
}

/** Catalogue card, with the original site's card fields. The whole card opens the detail page. */
export function MasterclassCard({
  masterclass: m,
  eager = false,
}: {
  masterclass: MasterclassCardData;
  eager?: boolean;
}) {
  const FormatIcon = m.format === "physical" ? MapPin : Monitor;
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-2xl border bg-card shadow-sm transition hover:-translate-y-0.5 hover:shadow-md">
      <div className="relative">
        <SmartImage
          sources={m.images}
          alt=""
          width={1200}
          height={675}
          eager={eager}
          className="aspect-video w-full bg-secondary object-cover"
        />
        {(m.isHrdc || m.isNtw) && (
          <div className="absolute top-3 left-3 flex flex-wrap gap-1.5">
            {m.isHrdc && <Badge className="bg-success text-white shadow-sm">HRDC Claimable</Badge>}
            {m.isNtw && <Badge className="bg-accent text-accent-foreground shadow-sm">NTW</Badge>}
          </div>
        )}
      </div>
      <div className="flex flex-1 flex-col p-5">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="outline">
            <FormatIcon aria-hidden="true" className="size-3" />
            {formatLabel(m.format)}
          </Badge>
          {m.type === "conference" && <Badge>Conference</Badge>}
        </div>
        <h3 className="mt-3 text-lg leading-snug font-semibold text-balance group-hover:text-primary">
          {m.title}
        </h3>
        {m.subtitle && (
          <p className="mt-1.5 line-clamp-2 text-sm text-muted-foreground">{m.subtitle}</p>
        )}
        <ul className="mt-4 space-y-1.5 text-sm">
          <IconItem icon={CalendarDays}>{formatDateRange(m.date, m.endDate)}</IconItem>
          {m.format === "physical" && <IconItem icon={MapPin}>{PHYSICAL_LOCATION}</IconItem>}
          <IconItem icon={Users}>Limited to {m.classSize} participants</IconItem>
        </ul>
        <div className="mt-auto pt-5">
          <div className="flex items-center justify-between gap-3 border-t pt-4">
            <p className="text-lg font-bold">{priceLabel(m.price)}</p>
            <Link
              to={`/shop/masterclasses/${m.slug}`}
              prefetch="intent"
              aria-label={`View Details: ${m.title}`}
              className="inline-flex items-center gap-1 text-sm font-semibold text-primary after:absolute after:inset-0 after:content-['']"
            >
              View Details
              <ArrowRight
                aria-hidden="true"
                className="size-4 transition-transform group-hover:translate-x-0.5"
              />
            </Link>
          </div>
        </div>
      </div>
    </article>
  );
}
