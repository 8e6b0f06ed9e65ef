/**
 * The back office's `datetime-local` fields, read and written in Malaysia
 * time whatever the editor's own time zone, on @date-fns/tz (which also
 * knows Malaysia's pre-1982 offsets). Apart from ./dates because TZDate adds
 * 2.4 KB gzip: only the back-office forms load this module, never a public page.
 */
import { TZDate } from "@date-fns/tz";
import { lightFormat } from "date-fns";
import { MALAYSIA_TIME_ZONE, toDate } from "#common/dates";

const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;
const LOCAL_FORMAT = "yyyy-MM-dd'T'HH:mm";

/**
 * The instant of a `datetime-local` value ("2026-12-01T09:00") read as
 * Malaysia time, or null when it is not a real date and time.
 */
export function fromMalaysiaLocal(value: string): Date | null {
  const local = value.trim();
  const match = LOCAL_DATE_TIME.exec(local);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const instant = new TZDate(year, month - 1, day, hour, minute, MALAYSIA_TIME_ZONE);
  // A Date rolls "02-30" into March and "24:00" into the next day; such a
  // value does not read back as itself and is refused.
  if (lightFormat(instant, LOCAL_FORMAT) !== local) return null;
  return new Date(instant.getTime());
}

/** The `datetime-local` value ("2026-12-01T09:00") of an instant, in Malaysia time. */
export function toMalaysiaLocal(d: Date | string): string {
  return lightFormat(new TZDate(toDate(d).getTime(), MALAYSIA_TIME_ZONE), LOCAL_FORMAT);
}
