import type { FormDataInput, FormType } from "./form-types";

/**
 * One realistic submission per form type: for tests, and for looking at every
 * template (see docs/architecture.md, "E-mail").
 */
export const sampleFormData: { [T in FormType]: FormDataInput<T> } = {
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
    message: "We are a 40-person accounting firm in Petaling Jaya.\nCould you call me about ChatGPT training for our staff?",
  },
  masterclass_individual: {
    name: "Siti Rahman",
    email: "siti.rahman@example.my",
    phone: "+60 13-222 1100",
    org: "Maybank",
    role: "Product Manager",
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
    programId: "7b6c3f9e-0d2a-4d1e-9a51-6f2f8f0c1a11",
    programTitle: "Generative AI for Everyday Work",
    programDate: "2026-03-24T06:00:00.000Z",
    programDescription: "A practical two-hour session on using generative AI safely for e-mails, reports and research.",
  },
  grant_inquiry: {
    name: "Farah Hassan",
    email: "farah.hassan@example.my",
    phone: null,
    organization: "Kedai Kopi Nusantara Sdn. Bhd.",
    about_organization: "An SME with 25 staff across three cafés in the Klang Valley.",
    grantId: "",
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
    goals: "Train frontline supervisors to use AI assistants for passenger enquiries and shift reports.",
  },
};
