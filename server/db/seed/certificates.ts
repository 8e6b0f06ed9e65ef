import type { certificates } from "#server/db/schema";
import { addDays, isoDate, mytCalendarDay, mytInstant } from "./calendar";

export type CertificateRow = typeof certificates.$inferInsert;

/**
 * The two sequential IDs are the documented demo certificates; the revoked and expired ones
 * use the unguessable form that certificates issued later will have.
 */
export function buildCertificates(today: Date): CertificateRow[] {
  const day = mytCalendarDay(today);
  return [
    {
      id: "AIHQ-CERT-0001",
      holderName: "Nur Izzati binti Ahmad Fauzi",
      program: "AI for HR Professionals Masterclass",
      issuedOn: isoDate(addDays(day, -96)),
      expiresOn: null,
      status: "valid",
      revokedAt: null,
    },
    {
      id: "AIHQ-CERT-0002",
      holderName: "Lee Chee Keong",
      program: "ChatGPT Skill Boost",
      issuedOn: isoDate(addDays(day, -74)),
      expiresOn: null,
      status: "valid",
      revokedAt: null,
    },
    {
      id: "AIHQ-CERT-7QX4-M2KD",
      holderName: "Muhammad Haziq bin Roslan",
      program: "The AI-Ready Leader",
      issuedOn: isoDate(addDays(day, -131)),
      expiresOn: null,
      status: "revoked",
      revokedAt: mytInstant(addDays(day, -38), 15, 20),
    },
    {
      id: "AIHQ-CERT-K9TB-4WNE",
      holderName: "Chan Siew Ling",
      program: "Business Writing with AI Masterclass",
      issuedOn: isoDate(addDays(day, -430)),
      expiresOn: isoDate(addDays(day, -65)),
      status: "valid",
      revokedAt: null,
    },
  ];
}
