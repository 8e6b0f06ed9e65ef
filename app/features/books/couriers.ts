/**
 * The couriers that deliver parcels in Malaysia, with the page each one shows
 * a parcel on (browser-safe: the ship form suggests their names). A courier
 * typed otherwise is kept as typed and the buyer gets the number alone.
 */
export interface Courier {
  name: string;
  /** Other ways the team writes it, lower case, without spaces or punctuation. */
  aliases: readonly string[];
  trackingUrl: (trackingNumber: string) => string;
}

export const COURIERS: readonly Courier[] = [
  {
    name: "Pos Laju",
    aliases: ["poslaju", "posmalaysia", "pos"],
    trackingUrl: (n) => `https://tracking.pos.com.my/tracking/${n}`,
  },
  {
    name: "J&T Express",
    aliases: ["jt", "jandt", "jtexpress", "j&t", "j&texpress"],
    trackingUrl: (n) => `https://www.jtexpress.my/tracking/${n}`,
  },
  {
    name: "DHL eCommerce",
    aliases: ["dhl", "dhlecommerce", "dhlexpress"],
    trackingUrl: (n) =>
      `https://www.dhl.com/my-en/home/tracking/tracking-ecommerce.html?submit=1&tracking-id=${n}`,
  },
  {
    name: "Ninja Van",
    aliases: ["ninjavan", "ninja"],
    trackingUrl: (n) => `https://www.ninjavan.co/en-my/tracking?id=${n}`,
  },
  {
    name: "City-Link Express",
    aliases: ["citylink", "citylinkexpress"],
    trackingUrl: (n) => `https://www.citylinkexpress.com/tracking-result/?track0=${n}`,
  },
  {
    name: "GDEX",
    aliases: ["gdex", "gdexpress"],
    trackingUrl: (n) => `https://gdexpress.com/tracking/?consignmentno=${n}`,
  },
];

const key = (value: string) => value.toLowerCase().replace(/[\s.\-_']/g, "");

/** The known courier a typed name means, if any ("poslaju", "Pos Laju", "J&T" …). */
export function knownCourier(name: string): Courier | null {
  const typed = key(name);
  if (!typed) return null;
  return COURIERS.find((c) => key(c.name) === typed || c.aliases.includes(typed)) ?? null;
}

/**
 * The tracking page of a parcel, for a known courier; null otherwise. Tracking
 * numbers are letters, digits and dashes only (the ship form's rule), and are
 * encoded all the same.
 */
export function trackingLink(courier: string, trackingNumber: string): string | null {
  const known = knownCourier(courier);
  return known ? known.trackingUrl(encodeURIComponent(trackingNumber)) : null;
}
