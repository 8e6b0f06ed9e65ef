import { formatDateRange, formatTime } from "#common/dates";
import { dayLabel } from "./attendance";

/** The sheet's course: its days, "YYYY-MM-DD", one for a single-day course. */
export interface SheetCourse {
  id: string;
  title: string;
  date: Date;
  endDate: Date | null;
  days: string[];
}

/**
 * The attendance sheet: one table (name, organisation, a signature column,
 * one per day for a multi-day course), the course and its date in Malaysia
 * time, nothing else; it sits outside the back-office layout so no
 * navigation is printed. A course of more than three days prints landscape.
 */
export function AttendanceSheet({
  course,
  attendees,
}: {
  course: SheetCourse;
  attendees: { id: string; name: string; organisation: string }[];
}) {
  const multiDay = course.days.length > 1;
  const wide = course.days.length > 3;
  return (
    <main
      id="main"
      className="mx-auto max-w-4xl bg-white px-6 py-8 text-black print:max-w-none print:p-0"
    >
      <style>{`@media print { @page { size: A4 ${wide ? "landscape" : "portrait"}; margin: 14mm; } tr { break-inside: avoid; } }`}</style>
      <div className="mb-6 flex items-start justify-between gap-4 print:hidden">
        <a
          href={`/admin/registrations/${course.id}`}
          className="text-sm text-primary hover:underline"
        >
          ← Back to the course
        </a>
        <p className="text-sm text-gray-600">Print this page (Ctrl/⌘ P) for the sign-in sheet.</p>
      </div>
      <h1 className="text-2xl font-bold">{course.title}</h1>
      <p className="mt-1 text-gray-700">
        {formatDateRange(course.date, course.endDate)}, from {formatTime(course.date)} (Malaysia
        time, MYT) · Attendance sheet · {attendees.length} attendee
        {attendees.length === 1 ? "" : "s"}
      </p>
      {/* A multi-day sheet is wider than a phone: it scrolls on screen, and prints whole. */}
      <div className="mt-6 overflow-x-auto print:overflow-visible">
        <table className="w-full border-collapse text-left text-sm">
          <thead>
            <tr>
              <th className="w-10 border border-gray-500 px-2 py-2">#</th>
              <th className="border border-gray-500 px-2 py-2">Name</th>
              <th className="border border-gray-500 px-2 py-2">Organisation</th>
              {multiDay ? (
                course.days.map((day) => (
                  <th key={day} className="border border-gray-500 px-2 py-2 text-xs">
                    Signature
                    <span className="block font-normal whitespace-nowrap">
                      {dayLabel(course.days, day)}
                    </span>
                  </th>
                ))
              ) : (
                <th className="w-1/3 border border-gray-500 px-2 py-2">Signature</th>
              )}
            </tr>
          </thead>
          <tbody>
            {attendees.map((a, index) => (
              <tr key={a.id}>
                <td className="h-12 border border-gray-500 px-2 tabular-nums">{index + 1}</td>
                <td className="border border-gray-500 px-2">{a.name}</td>
                <td className="border border-gray-500 px-2">{a.organisation}</td>
                {course.days.map((day) => (
                  <td
                    key={day}
                    className={`border border-gray-500 px-2 ${multiDay ? "min-w-20" : ""}`}
                  />
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </main>
  );
}
