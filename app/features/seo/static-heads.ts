import type { PageTexts } from "./page-heads";

/**
 * The title and description of the static pages whose meta is a constant. Apart from
 * page-heads.json because their meta runs in the browser too: a route would otherwise
 * carry the whole table of copy into its bundle.
 */
export const staticHeads = {
  home: {
    title: "AI Training & Consultancy in Malaysia",
    description:
      "AIHQ trains Malaysian professionals and organisations to use AI with confidence: HRDC-claimable masterclasses, conferences, custom corporate training and consultancy.",
  },
  blog: {
    title: "Blog",
    description:
      "Practical guides on AI at work, AI strategy and HRDC-funded training from the AIHQ team.",
  },
  about: {
    title: "About Us",
    description:
      "AIHQ is a Kuala Lumpur AI training and consultancy company: 8,000+ professionals trained, 91% satisfaction and 50+ corporate clients.",
  },
  contact: {
    title: "Contact",
    description:
      "Request a callback from AIHQ, visit our Kuala Lumpur or Singapore office, or chat with us on WhatsApp. We reply within 1 working day.",
  },
  privacy: {
    title: "Privacy Policy",
    description:
      "How AIHQ collects, uses and protects personal data under Malaysia's PDPA 2010, and the terms of our programmes and website.",
  },
} satisfies Record<string, PageTexts>;
