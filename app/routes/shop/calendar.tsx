import { data } from "react-router";
import type { Route } from "./+types/calendar";
import { calendarDateKey } from "#common/dates";
import {
  failedReadInit,
  listMasterclassesBetween,
  readOr,
} from "#app/features/catalogue/catalogue.server";
import { CalendarPage } from "#app/features/catalogue/calendar-page";
import { monthInstants, parseMonthParam } from "#app/features/catalogue/calendar-model";
import { pageHead } from "#app/features/seo/page-head.server";
import { pageHeads } from "#app/features/seo/page-heads";

export { meta, pageCache } from "#app/features/catalogue/public-page-route";

export async function loader({ request }: Route.LoaderArgs) {
  const todayKey = calendarDateKey(new Date());
  const month = parseMonthParam(new URL(request.url).searchParams.get("month"), todayKey);
  const { from, to } = monthInstants(month);
  const { value, failed } = await readOr(
    "calendar masterclasses",
    () => listMasterclassesBetween(from, to),
    [],
  );
  // Only what the calendar draws goes to the browser.
  const events = value.map(({ slug, title, date, endDate, format }) => ({
    slug,
    title,
    date,
    endDate,
    format,
  }));
  return data(
    {
      month,
      todayKey,
      events,
      failed,
      meta: pageHead(request, "/shop/calendar", pageHeads.calendar),
    },
    failedReadInit(failed),
  );
}

export default function Calendar({ loaderData }: Route.ComponentProps) {
  return <CalendarPage {...loaderData} />;
}
