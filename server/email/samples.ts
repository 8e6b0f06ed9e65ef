import type { Db } from "#server/db/client";
import { grants, masterclasses, ntwPrograms } from "#server/db/schema";
import type { FormType } from "./form-types";

/**
 * The catalogue rows the samples refer to. Mails show stored facts only
 * (docs/decisions/0015-mail-function-not-public.md), so a database that
 * renders the samples needs these rows:
 * `insertSampleCatalogue()` adds them (and leaves them if present).
 */
export const SAMPLE_IDS = {
  individual: "5e1d7c52-8b1a-4c1f-9d3e-2a7b6c0d1e01",
  installment: "5e1d7c52-8b1a-4c1f-9d3e-2a7b6c0d1e02",
  hrdc: "5e1d7c52-8b1a-4c1f-9d3e-2a7b6c0d1e03",
  /** Link and trainer not announced yet: mails show the original site's defaults. */
  ntw: "7b6c3f9e-0d2a-4d1e-9a51-6f2f8f0c1a11",
  ntwWithLink: "7b6c3f9e-0d2a-4d1e-9a51-6f2f8f0c1a12",
  grant: "3c9a0f2e-6b4d-4f8a-8e21-9d0c7b5a4e31",
} as const;

export async function insertSampleCatalogue(db: Db): Promise<void> {
  const course = (
    id: string,
    slug: string,
    title: string,
    price: string,
    date: string,
    type: "masterclass" | "conference" = "masterclass",
  ) => ({
    id,
    slug,
    title,
    price,
    date: new Date(date),
    type,
    classSize: 30,
  });
  await db
    .insert(masterclasses)
    .values([
      course(
        SAMPLE_IDS.individual,
        "sample-chatgpt-skill-boost",
        "ChatGPT Skill Boost Masterclass",
        "1499.00",
        "2026-04-14T01:00:00.000Z",
      ),
      course(
        SAMPLE_IDS.installment,
        "sample-ai-ready-leader-2026",
        "AI-Ready Leader Conference 2026",
        "2890.00",
        "2026-05-20T01:00:00.000Z",
        "conference",
      ),
      course(
        SAMPLE_IDS.hrdc,
        "sample-hr-masterclass",
        "HR Masterclass: AI for People Teams",
        "2200.00",
        "2026-06-09T01:00:00.000Z",
      ),
    ])
    .onConflictDoNothing();
  await db
    .insert(ntwPrograms)
    .values([
      {
        id: SAMPLE_IDS.ntw,
        title: "Generative AI for Everyday Work",
        description:
          "A practical two-hour session on using generative AI safely for e-mails, reports and research.",
        date: new Date("2026-03-24T06:00:00.000Z"),
        format: "Online",
        link: null,
        duration: "2",
        trainerName: null,
      },
      {
        id: SAMPLE_IDS.ntwWithLink,
        title: "AI Tools for Small Business Owners",
        description: "Hands-on with the AI tools that save a small business the most time.",
        date: new Date("2026-03-25T06:00:00.000Z"),
        format: "Online",
        link: "https://meet.aihq.com.my/ntw-small-business",
        duration: "2",
        trainerName: "Dr. Aina Rahim",
      },
    ])
    .onConflictDoNothing();
  await db
    .insert(grants)
    .values({
      id: SAMPLE_IDS.grant,
      title: "SME Digitalisation Grant",
      description: "Matching grant for SMEs adopting digital tools, AI training included.",
      category: "SME",
    })
    .onConflictDoNothing();
}

/**
 * One realistic submission per form type: for tests, and for looking at every
 * template (see docs/architecture.md, "E-mail"). Checked against each lead
 * module's schema in `app/features/lead-mails.test.ts`.
 */
export const sampleFormData = {
  ai_quiz_completion: {
    path: "organization",
    answers: {
      "1": "some-teams",
      "2": "specific-processes",
      "3": "curious",
      "4": "sponsoring",
      "5": "next-quarter",
      "6": "concerns",
    },
    leadData: {
      name: "Nurul Aisyah binti Kamal",
      email: "aisyah@petronas-digital.example.my",
      organization: "Petronas Digital Sdn. Bhd.",
      jobRole: "Head of Learning & Development",
    },
    timestamp: "2026-03-02T02:15:00.000Z",
    marketingOptIn: true,
  },
  contact_callback: {
    fullName: "Tan Wei Ming",
    phone: "+60 12-345 6789",
    email: "weiming.tan@example.my",
    message:
      "We are a 40-person accounting firm in Petaling Jaya.\nCould you call me about ChatGPT training for our staff?",
  },
  masterclass_individual: {
    name: "Siti Rahman",
    email: "siti.rahman@example.my",
    phone: "+60 13-222 1100",
    org: "Maybank",
    role: "Product Manager",
    productId: SAMPLE_IDS.individual,
    productTitle: "ChatGPT Skill Boost Masterclass",
    productPrice: "1499.00",
    productDate: "2026-04-14T01:00:00.000Z",
  },
  masterclass_installment: {
    name: "Rajesh Kumar",
    email: "rajesh.kumar@example.my",
    phone: "+60 16-789 0123",
    org: null,
    role: "Freelance consultant",
    productId: SAMPLE_IDS.installment,
    productTitle: "AI-Ready Leader Conference 2026",
    productPrice: 2890,
    productDate: "2026-05-20T01:00:00.000Z",
  },
  masterclass_hrdc: {
    name: "Lim Mei Ling",
    email: "meiling.lim@example.my",
    phone: "+60 3-7890 1234",
    org: "Sunway Healthcare Group",
    role: "HR Manager",
    productId: SAMPLE_IDS.hrdc,
    productTitle: "HR Masterclass: AI for People Teams",
    productPrice: "2200.00",
    productDate: "2026-06-09T01:00:00.000Z",
  },
  ntw_registration: {
    name: "Ahmad Faizal",
    email: "faizal@example.my",
    phone: "Operations Executive",
    org: "Top Glove Corporation",
    role: null,
    programId: SAMPLE_IDS.ntw,
    programTitle: "Generative AI for Everyday Work",
    programDate: "2026-03-24T06:00:00.000Z",
    programDescription:
      "A practical two-hour session on using generative AI safely for e-mails, reports and research.",
  },
  grant_inquiry: {
    name: "Farah Hassan",
    email: "farah.hassan@example.my",
    phone: null,
    organization: "Kedai Kopi Nusantara Sdn. Bhd.",
    about_organization: "An SME with 25 staff across three cafés in the Klang Valley.",
    grantId: SAMPLE_IDS.grant,
    grantTitle: "SME Digitalisation Grant",
  },
  custom_training: {
    orgName: "Malaysia Airports Holdings",
    contactName: "Daniel Wong",
    email: "daniel.wong@example.my",
    phone: "+60 3-8777 7000",
    teamSize: "50-100",
    focusArea: "AI for customer service",
    preferredDates: "Second half of May",
    goals:
      "Train frontline supervisors to use AI assistants for passenger enquiries and shift reports.",
  },
} satisfies Record<FormType, Record<string, unknown>>;
