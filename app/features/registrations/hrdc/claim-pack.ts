import { slugify } from "#common/slug";

/**
 * What an employer files with HRD Corp to be reimbursed for a course (browser-safe part):
 * who attended which day, and the names of the files in the pack.
 * (docs/decisions/0045-hrdc-claim-pack.md)
 */

export interface ClaimAttendeeInput {
  reference: string;
  name: string;
  role: string | null;
  /** Days marked present; for a single-day course, its one day when attended. */
  present: readonly string[];
  certificateId: string | null;
}

export interface ClaimAttendeeRow {
  reference: string;
  name: string;
  role: string | null;
  /** One entry per course day, in order: present that day or not. */
  days: boolean[];
  complete: boolean;
  certificateId: string | null;
}

export function attendanceRows(
  courseDays: readonly string[],
  attendees: readonly ClaimAttendeeInput[],
): ClaimAttendeeRow[] {
  return attendees.map((a) => {
    const present = new Set(a.present);
    const days = courseDays.map((day) => present.has(day));
    return {
      reference: a.reference,
      name: a.name,
      role: a.role,
      days,
      complete: days.length > 0 && days.every(Boolean),
      certificateId: a.certificateId,
    };
  });
}

/** "claim-pack-AIHQ-G-1A2B3C.zip": the download's name. */
export function claimPackFileName(groupReference: string): string {
  return `claim-pack-${groupReference}.zip`;
}

/** "certificates/AIHQ-2026-0042-tan-wei-ming.pdf": unique per certificate, readable. */
export function certificateFileName(certificateId: string, holderName: string): string {
  const name = slugify(holderName);
  return `certificates/${certificateId}${name ? `-${name}` : ""}.pdf`;
}
