import type { Trainer } from "#common/masterclass-content";

export interface DemoPerson extends Trainer {
  /** File name of the avatar under /images/trainers/. */
  slug: string;
}

function person(slug: string, name: string, credentials: string, linkedin: string): DemoPerson {
  return {
    slug,
    name,
    credentials,
    photo: `/images/trainers/${slug}.svg`,
    linkedin: `https://www.linkedin.com/in/${linkedin}`,
  };
}

/** Trainers and speakers who appear in the catalogue; invented people. */
export const DEMO_PEOPLE = {
  farid: person(
    "farid-hamzah",
    "Dr. Farid Hamzah",
    "PhD in Computer Science (Universiti Teknologi Malaysia); former Head of Data Science at a Malaysian commercial bank; HRD Corp Accredited Trainer with 15 years of AI and analytics work across ASEAN.",
    "farid-hamzah-aihq",
  ),
  nurulAisyah: person(
    "nurul-aisyah-kamarudin",
    "Nurul Aisyah Kamarudin",
    "Certified HR Professional (MIHRM); 18 years in talent acquisition and HR operations at Malaysian GLCs and multinationals; HRD Corp Accredited Trainer.",
    "nurul-aisyah-kamarudin",
  ),
  jason: person(
    "jason-lim-wei-ming",
    "Jason Lim Wei Ming",
    "Founder of an AI automation consultancy in Petaling Jaya; Microsoft Certified: Azure AI Engineer Associate; has trained more than 6,000 Malaysian professionals in generative AI.",
    "jason-lim-weiming",
  ),
  priya: person(
    "priya-devi-subramaniam",
    "Priya Devi Subramaniam",
    "Former business journalist; 12 years leading corporate communications for companies listed on Bursa Malaysia; HRD Corp Accredited Trainer.",
    "priya-devi-subramaniam",
  ),
  meiLing: person(
    "tan-mei-ling",
    "Tan Mei Ling",
    "Chartered Accountant (MIA); Microsoft Certified: Power BI Data Analyst Associate; former FP&A lead at a regional FMCG group.",
    "tan-mei-ling-analytics",
  ),
  amirul: person(
    "amirul-hakim-zulkifli",
    "Amirul Hakim Zulkifli",
    "Head of Growth at a Kuala Lumpur e-commerce company; Google Ads and Meta Blueprint certified; part-time lecturer in digital marketing.",
    "amirul-hakim-zulkifli",
  ),
  sitiZulaikha: person(
    "siti-zulaikha-omar",
    "Siti Zulaikha Omar",
    "Chief Digital Officer, Sinar Telekom Berhad; led the group's customer-service AI rollout across 4 million subscribers.",
    "siti-zulaikha-omar",
  ),
  raymond: person(
    "raymond-chong-kar-weng",
    "Raymond Chong Kar Weng",
    "Co-founder and CTO, Kelana AI Labs; builds Bahasa Malaysia and Manglish language models for local enterprises.",
    "raymond-chong-kw",
  ),
  deepa: person(
    "deepa-krishnan",
    "Deepa Krishnan",
    "Partner, Technology Risk and Governance at Lim, Krishnan & Partners; advises boards on AI governance and the PDPA.",
    "deepa-krishnan-governance",
  ),
  daniel: person(
    "daniel-wong-kah-hoe",
    "Daniel Wong Kah Hoe",
    "Chief People Officer, Puncak Logistics Group; reskilled 1,200 warehouse and office staff for automation.",
    "daniel-wong-kahhoe",
  ),
  sharifahNadia: person(
    "sharifah-nadia-syed-ali",
    "Sharifah Nadia Syed Ali",
    "Head of Workforce Transformation, Gemilang Capital Berhad; sits on an industry panel on future skills for financial services.",
    "sharifah-nadia-syedali",
  ),
} as const satisfies Record<string, DemoPerson>;

/** A trainer as the `content` JSON stores it: without our file-name key. */
export function asTrainer({ name, credentials, photo, linkedin }: DemoPerson): Trainer {
  return { name, credentials, photo, linkedin };
}
