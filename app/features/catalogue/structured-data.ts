/**
 * schema.org JSON-LD for the detail pages, returned as React Router meta
 * descriptors ({ "script:ld+json": … }).
 */
import { DEFAULT_SHARE_IMAGE } from "#app/features/blog/post-meta";
import { absoluteUrl, isoInMalaysia, organizationLd, type JsonLd } from "#app/features/seo/json-ld";
import { PHYSICAL_LOCATION, type MasterclassFormat } from "./masterclass-labels";

export interface EventLdInput {
  origin: string;
  path: string;
  title: string;
  description: string;
  date: Date | string;
  endDate: Date | string | null;
  format: MasterclassFormat;
  /** The course's venue (an address for a physical course); blank means Kuala Lumpur. */
  venue: string | null;
  price: string;
  image: string;
  performers: string[];
  /** When the offer opened: the row's creation. */
  validFrom: Date | string;
}

export function eventJsonLd(e: EventLdInput): { "script:ld+json": JsonLd } {
  const url = absoluteUrl(e.origin, e.path);
  const physical = e.format === "physical";
  const ld: JsonLd = {
    "@context": "https://schema.org",
    // A subtype of Event, which Google's event rich results accept.
    "@type": "EducationEvent",
    name: e.title,
    description: e.description,
    startDate: isoInMalaysia(e.date),
    endDate: isoInMalaysia(e.endDate ?? e.date),
    eventStatus: "https://schema.org/EventScheduled",
    eventAttendanceMode: physical
      ? "https://schema.org/OfflineEventAttendanceMode"
      : "https://schema.org/OnlineEventAttendanceMode",
    location: physical
      ? {
          "@type": "Place",
          name: e.venue?.trim() || `${PHYSICAL_LOCATION}, Malaysia`,
          address: e.venue?.trim()
            ? { "@type": "PostalAddress", streetAddress: e.venue.trim(), addressCountry: "MY" }
            : {
                "@type": "PostalAddress",
                addressLocality: PHYSICAL_LOCATION,
                addressCountry: "MY",
              },
        }
      : { "@type": "VirtualLocation", url },
    image: [absoluteUrl(e.origin, e.image)],
    url,
    offers: {
      "@type": "Offer",
      price: e.price,
      priceCurrency: "MYR",
      // As on the original site, offers are always in stock.
      availability: "https://schema.org/InStock",
      validFrom: isoInMalaysia(e.validFrom),
      url,
    },
    organizer: organizationLd(e.origin),
  };
  if (e.performers.length > 0) {
    ld.performer = e.performers.map((name) => ({ "@type": "Person", name }));
  }
  return { "script:ld+json": ld };
}

export interface ProductLdInput {
  origin: string;
  path: string;
  title: string;
  description: string;
  author: string;
  price: string;
  /** The cover; without one, the site's share image (Google's Product results need an image). */
  image: string | null;
}

export function productJsonLd(p: ProductLdInput): { "script:ld+json": JsonLd } {
  const url = absoluteUrl(p.origin, p.path);
  const ld: JsonLd = {
    "@context": "https://schema.org",
    // A book sold here: Product for the offer, Book for the author.
    "@type": ["Product", "Book"],
    name: p.title,
    description: p.description,
    image: [absoluteUrl(p.origin, p.image ?? DEFAULT_SHARE_IMAGE)],
    author: { "@type": "Person", name: p.author },
    url,
    offers: {
      "@type": "Offer",
      price: p.price,
      priceCurrency: "MYR",
      availability: "https://schema.org/InStock",
      url,
      seller: organizationLd(p.origin),
    },
  };
  return { "script:ld+json": ld };
}
