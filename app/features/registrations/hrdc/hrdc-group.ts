import { holdsSeat } from "#app/features/registrations/seat-statuses";
import type { HrdcStage, HrdcStanding } from "./hrdc-stages";

// What the pipeline knows of one HRDC group booking: read on the server
// (hrdc-pipeline.server.ts), shown by the group's page and the quotation.

export interface HrdcStageRecord {
  stage: HrdcStage;
  reachedOn: string;
  reference: string | null;
  recordedAt: Date;
}

export interface HrdcAttendee {
  id: string;
  reference: string;
  name: string;
  email: string;
  role: string | null;
  status: string;
  price: string | null;
}

export interface HrdcGroupSummary {
  id: string;
  reference: string;
  leadId: string | null;
  companyName: string;
  ssmNumber: string | null;
  hrName: string;
  hrEmail: string;
  hrPhone: string;
  hrRole: string | null;
  courseId: string | null;
  courseTitle: string;
  courseStart: Date | null;
  courseEnd: Date | null;
  /** Waiting for the booker's click on the mailed link: nothing is due yet. */
  pendingConfirmation: boolean;
  createdAt: Date;
  attendees: HrdcAttendee[];
  stages: HrdcStageRecord[];
  standing: HrdcStanding;
}

/** The attendees who hold a seat (not cancelled, not waiting): the ones counted and quoted. */
export function seatedAttendees<A extends { status: string }>(attendees: readonly A[]): A[] {
  return attendees.filter((a) => holdsSeat(a.status));
}
