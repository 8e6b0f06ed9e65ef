import {
  offsetChunks,
  type CsvColumn,
  type CsvExport,
} from "#app/features/backoffice/export/csv-export.server";
import { csvPhone } from "#app/lib/csv";
import type { Attendee } from "./attendees";
import {
  courseOr404,
  courseWhen,
  listAttendees,
  listCourses,
  type CourseSummary,
} from "./registrations.server";
import { countSeats } from "./seat-count";

/** A course's seats, counted as every screen counts them. */
function seatsOf(c: CourseSummary) {
  return countSeats(c.classSize, { held: c.held, offered: c.offered, waiting: c.waitlisted });
}

const COURSE_CSV_COLUMNS: CsvColumn<CourseSummary>[] = [
  { header: "Course", value: (c) => c.title },
  { header: "Starts", value: (c) => c.date },
  { header: "Ends", value: (c) => c.endDate },
  { header: "Class size", value: (c) => c.classSize },
  { header: "Held", value: (c) => c.held },
  { header: "Offered", value: (c) => c.offered },
  { header: "Free", value: (c) => seatsOf(c).free },
  { header: "Confirmed", value: (c) => c.confirmed },
  { header: "Waiting list", value: (c) => c.waitlisted },
  { header: "Course ID", value: (c) => c.id },
];

/** The registrations overview (upcoming or past courses with their counts) as CSV. */
export function coursesExport(params: URLSearchParams): CsvExport<CourseSummary> {
  const when = courseWhen(params);
  const now = new Date();
  return {
    name: `registrations-${when}`,
    columns: COURSE_CSV_COLUMNS,
    chunks: offsetChunks((limit, offset) => listCourses(when, now, { limit, offset })),
  };
}

const ATTENDEE_CSV_COLUMNS: CsvColumn<Attendee>[] = [
  { header: "Reference", value: (a) => a.reference },
  { header: "Name", value: (a) => a.name },
  { header: "E-mail", value: (a) => a.email },
  { header: "Phone", value: (a) => csvPhone(a.phone) },
  { header: "Organisation", value: (a) => a.org },
  { header: "Job role", value: (a) => a.role },
  { header: "Payment mode", value: (a) => a.payment },
  { header: "Status", value: (a) => a.status },
  { header: "Group company", value: (a) => a.company },
  { header: "Group reference", value: (a) => a.groupReference },
  { header: "Registered at", value: (a) => a.createdAt },
  { header: "Offer expires at", value: (a) => a.offerExpiresAt },
  { header: "Cancelled at", value: (a) => a.cancelledAt },
  { header: "Attended at", value: (a) => a.attendedAt },
  { header: "Certificate", value: (a) => a.certificateId },
  { header: "Certificate status", value: (a) => a.certificateStatus },
  // Multi-day courses only: the days marked present, "YYYY-MM-DD" apart by spaces.
  { header: "Days present", value: (a) => a.presentDays.join(" ") },
];

/** One course's registrations as CSV; an unknown course is a 404. */
export async function attendeesExport(courseId: string | undefined): Promise<CsvExport<Attendee>> {
  const course = await courseOr404(courseId);
  const attendees = await listAttendees(course.id);
  return {
    name: `registrations-${course.slug}`,
    columns: ATTENDEE_CSV_COLUMNS,
    chunks: (async function* () {
      yield attendees;
    })(),
  };
}
