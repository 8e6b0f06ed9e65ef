import { business } from "#common/business";

/**
 * The privacy notice and terms (as on the original site: tabs Privacy Policy, effective 1 June
 * 2024, and Terms & Conditions in eight numbered sections). The version is
 * stored with every lead's consent (docs/decisions/0013-personal-data-pdpa.md):
 * change it when the notice changes.
 */
export const PRIVACY_NOTICE_VERSION = "2024-06-01";
export const POLICY_EFFECTIVE_DATE = "1 June 2024";

export interface LegalSection {
  title: string;
  paragraphs?: string[];
  items?: string[];
}

export const privacySections: LegalSection[] = [
  {
    title: "Who we are",
    paragraphs: [
      `${business.legalName} ("AIHQ", "we", "us") provides AI training and consultancy from Kuala Lumpur and Singapore. This notice explains how we process personal data under Malaysia's Personal Data Protection Act 2010 (PDPA) when you use this website or our services. We are the data user responsible for your personal data.`,
    ],
  },
  {
    title: "What we collect, and through which form",
    items: [
      "AI Readiness quiz: your name, e-mail address, job role, organisation (if you answer for one), your answers and the score we compute from them.",
      "Callback request: your full name, phone number, e-mail address and your message.",
      "Masterclass, book and National Training Week registrations: your name, e-mail, phone, organisation and job role, and the programme or product you chose.",
      "Custom training requests and grant enquiries: your organisation, your contact details, team size, focus area, preferred dates and goals.",
      "Shop visitor details: your name, e-mail and, if you give them, your phone, organisation and role.",
      "Certificate checks: the certificate ID you enter. We do not store who checked it.",
      "Technical data: your IP address and browser type in our server logs, kept for security and to stop abuse.",
    ],
  },
  {
    title: "Why we use it",
    items: [
      "To answer your enquiry, call you back, and send the confirmation or result you asked for.",
      "To register you for programmes, arrange HRDC claims or grant applications, and issue certificates.",
      "To send you news about programmes and events, only if you ticked the separate marketing box. You can unsubscribe from any marketing e-mail with one click.",
      "To keep our website secure and to meet our legal and accounting obligations.",
    ],
  },
  {
    title: "Who we share it with",
    paragraphs: [
      "We do not sell personal data. We share it only with those who help us deliver what you asked for: trainers of the programme you joined, HRD Corp or a grant body when you ask us to claim for you, and service providers who host our website and send our e-mail under contract and confidentiality. We disclose data to authorities only when the law requires it.",
    ],
  },
  {
    title: "How long we keep it",
    paragraphs: [
      "Enquiries and quiz results that do not lead to a booking are kept for 24 months and then deleted. Registration, certificate and invoicing records are kept for 7 years, as Malaysian tax law requires. Server logs are kept for 90 days.",
    ],
  },
  {
    title: "Your rights",
    paragraphs: [
      `You may ask to access your personal data, to correct it, or to withdraw your consent to marketing at any time. Write to ${business.email} from the address you gave us; we reply within 21 days as the PDPA requires. If you withhold data that a form marks as required, we may not be able to answer your enquiry or register you.`,
    ],
  },
  {
    title: "Security and transfers",
    paragraphs: [
      "Data is sent to us over encrypted connections and kept on servers with access limited to authorised staff. Where a service provider stores data outside Malaysia, we require protection comparable to the PDPA.",
    ],
  },
  {
    title: "Changes and contact",
    paragraphs: [
      `We post changes to this notice on this page; they take effect no sooner than 30 days after posting. Questions or complaints: ${business.email}, ${business.phone}, or our Kuala Lumpur office at ${business.offices.find((office) => office.city === "Kuala Lumpur")?.lines.join(", ") ?? "Kuala Lumpur"}.`,
    ],
  },
];

export const termsSections: LegalSection[] = [
  {
    title: "Acceptance of these terms",
    paragraphs: [
      "By using this website or booking a programme you agree to these terms. If you book for an organisation, you confirm that you may bind it.",
    ],
  },
  {
    title: "Programmes and bookings",
    paragraphs: [
      "A booking is confirmed when we send a confirmation e-mail. Programme content, trainers and venues may change for reasons beyond our control; we will tell you in good time and offer an equivalent.",
    ],
  },
  {
    title: "Fees, HRDC claims and grants",
    paragraphs: [
      "Prices are in Malaysian ringgit. Where a programme is claimed from HRD Corp or funded by a grant, you remain responsible for the fee if the claim is rejected because of information you gave. Free National Training Week programmes carry no fee.",
    ],
  },
  {
    title: "Cancellations and transfers",
    paragraphs: [
      "You may transfer your seat to a colleague at no cost. Cancellations made 14 days or more before the start are refunded in full; after that, we offer a seat in a later run. If we cancel, you receive a full refund.",
    ],
  },
  {
    title: "Certificates",
    paragraphs: [
      "Certificates are issued to participants who attend the programme in full. Every certificate carries an ID that anyone can check on our Verify Certificate page. We may revoke a certificate issued in error or obtained dishonestly.",
    ],
  },
  {
    title: "Intellectual property",
    paragraphs: [
      "Course materials, templates and recordings are licensed to participants for their own work. They may not be resold, republished or used to train others without our written consent.",
    ],
  },
  {
    title: "Liability",
    paragraphs: [
      "We train with care, but AI tools change quickly and their output must be checked by the user. Our liability for any programme is limited to the fee paid for it, except where the law does not allow such a limit.",
    ],
  },
  {
    title: "Governing law and changes",
    paragraphs: [
      "These terms are governed by the laws of Malaysia, and the courts of Kuala Lumpur have jurisdiction. Changes take effect no sooner than 30 days after they are posted on this page.",
    ],
  },
];
