import { describe, expect, it } from "vitest";
import { business } from "#common/business";
import { eventJsonLd, productJsonLd, type EventLdInput } from "./structured-data";

const ORIGIN = "https://aihq.example";
const event: EventLdInput = {
  origin: ORIGIN,
  path: "/shop/masterclasses/hr-masterclass",
  title: "AI for HR",
  description: "Hire faster",
  date: "2026-03-10T01:00:00Z",
  endDate: "2026-03-11T01:00:00Z",
  format: "physical",
  venue: null,
  price: "1499.00",
  image: "/images/masterclasses/hr-masterclass.svg",
  performers: ["Aisyah Rahman"],
  validFrom: "2026-01-01T00:00:00Z",
};
const pageUrl = `${ORIGIN}/shop/masterclasses/hr-masterclass`;

describe("eventJsonLd", () => {
  it("describes a physical event in Kuala Lumpur field by field", () => {
    const ld = eventJsonLd(event)["script:ld+json"];
    expect(ld).toEqual({
      "@context": "https://schema.org",
      "@type": "EducationEvent",
      name: "AI for HR",
      description: "Hire faster",
      startDate: "2026-03-10T09:00:00+08:00",
      endDate: "2026-03-11T09:00:00+08:00",
      eventStatus: "https://schema.org/EventScheduled",
      eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
      location: {
        "@type": "Place",
        name: "Kuala Lumpur, Malaysia",
        address: {
          "@type": "PostalAddress",
          addressLocality: "Kuala Lumpur",
          addressCountry: "MY",
        },
      },
      image: [`${ORIGIN}/images/masterclasses/hr-masterclass.svg`],
      url: pageUrl,
      offers: {
        "@type": "Offer",
        price: "1499.00",
        priceCurrency: "MYR",
        availability: "https://schema.org/InStock",
        validFrom: "2026-01-01T08:00:00+08:00",
        url: pageUrl,
      },
      organizer: { "@type": "Organization", name: business.name, url: ORIGIN },
      performer: [{ "@type": "Person", name: "Aisyah Rahman" }],
    });
  });

  it("puts an online event in a VirtualLocation and ends a one-day event on its start", () => {
    const ld = eventJsonLd({ ...event, format: "virtual", endDate: null, performers: [] })[
      "script:ld+json"
    ];
    expect(ld.eventAttendanceMode).toBe("https://schema.org/OnlineEventAttendanceMode");
    expect(ld.location).toEqual({ "@type": "VirtualLocation", url: pageUrl });
    expect(ld.endDate).toBe(ld.startDate);
    expect(ld).not.toHaveProperty("performer");
  });
});

describe("eventJsonLd venue", () => {
  it("names the course's venue as the place and its address", () => {
    const ld = eventJsonLd({ ...event, venue: "AIHQ Suite, Jalan Ampang" })["script:ld+json"];
    expect(ld.location).toEqual({
      "@type": "Place",
      name: "AIHQ Suite, Jalan Ampang",
      address: {
        "@type": "PostalAddress",
        streetAddress: "AIHQ Suite, Jalan Ampang",
        addressCountry: "MY",
      },
    });
  });
});

describe("productJsonLd", () => {
  const book = {
    origin: ORIGIN,
    path: "/shop/books/ai-for-smes",
    title: "AI for SMEs",
    description: "Prompts for small businesses",
    author: "Dr. Lim",
    price: "59.90",
    image: "/images/books/ai-for-smes.svg",
  };

  it("describes a book as a Product with an offer in MYR", () => {
    expect(productJsonLd(book)["script:ld+json"]).toEqual({
      "@context": "https://schema.org",
      "@type": ["Product", "Book"],
      name: "AI for SMEs",
      description: "Prompts for small businesses",
      author: { "@type": "Person", name: "Dr. Lim" },
      url: `${ORIGIN}/shop/books/ai-for-smes`,
      image: [`${ORIGIN}/images/books/ai-for-smes.svg`],
      offers: {
        "@type": "Offer",
        price: "59.90",
        priceCurrency: "MYR",
        availability: "https://schema.org/InStock",
        url: `${ORIGIN}/shop/books/ai-for-smes`,
        seller: { "@type": "Organization", name: business.name, url: ORIGIN },
      },
    });
  });

  it("falls back to the site's share image, as an absolute URL, when there is no cover", () => {
    expect(productJsonLd({ ...book, image: null })["script:ld+json"].image).toEqual([
      `${ORIGIN}/images/og-default.jpg`,
    ]);
  });
});
