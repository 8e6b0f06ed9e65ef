import { CalendarCheck, CalendarX2, CircleAlert } from "lucide-react";
import { data, Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/registration-link";
import { Button } from "#app/components/ui/button";
import { pageTitle } from "#common/business";
import { formatDateRange } from "#common/dates";
import {
  claimSeat,
  findCourseDates,
  findRegistration,
} from "#app/features/registrations/manage-registration.server";
import { checkRegistrationLink } from "#app/features/registrations/registration-links.server";
import {
  confirmBooking,
  findBookingToConfirm,
} from "#app/features/registrations/confirm-booking.server";
import { redirectWithToast } from "#app/lib/toast.server";
import { readFormData } from "#app/lib/form-data.server";
import { cancelFromLink } from "#app/features/payments/cancellation.server";
import { cancelMoneyView } from "#app/features/payments/cancellation-quote.server";
import { CancelMoneyNote } from "#app/features/payments/cancel-money";

type Intent = "cancel" | "claim" | "confirm";

function intentOf(value: string | undefined): Intent | null {
  return value === "cancel" || value === "claim" || value === "confirm" ? value : null;
}

/**
 * The signed link of a registration mail: 'cancel' (or leave the waiting
 * list) and 'claim' (a released seat). Anyone holding the link may act on
 * that one registration; nothing else about it is shown beyond what the
 * mail already said.
 */
async function resolve(request: Request, params: { reference: string; intent: string }) {
  const intent = intentOf(params.intent);
  if (!intent) throw data(null, { status: 404 });
  const url = new URL(request.url);
  const check = checkRegistrationLink(
    intent,
    params.reference,
    url.searchParams.get("expires"),
    url.searchParams.get("sig"),
  );
  if (check === "forged") throw data(null, { status: 404 });
  return { intent, check, search: url.search };
}

async function registrationOf(reference: string) {
  const registration = await findRegistration(reference);
  if (!registration) throw data(null, { status: 404 });
  return registration;
}

async function bookingOf(reference: string) {
  const booking = await findBookingToConfirm(reference);
  if (!booking) throw data(null, { status: 404 });
  return booking;
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  {
    title: pageTitle(
      loaderData?.intent === "claim"
        ? "Claim your seat"
        : loaderData?.intent === "confirm"
          ? "Confirm your booking"
          : "Cancel your registration",
    ),
  },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, params }: Route.LoaderArgs) {
  const { intent, check } = await resolve(request, params);
  if (intent === "confirm") {
    const booking = await bookingOf(params.reference);
    const course = booking.courseId ? await findCourseDates(booking.courseId) : null;
    return {
      intent,
      expired: check === "expired" || booking.state === "expired",
      reference: booking.reference,
      title: booking.title,
      status: booking.state,
      offerExpiresAt: booking.confirmBy,
      attendees: booking.attendees,
      course: course
        ? { slug: course.slug, dates: formatDateRange(course.date, course.endDate) }
        : null,
    };
  }
  const registration = await registrationOf(params.reference);
  const course =
    registration.productType === "masterclass"
      ? await findCourseDates(registration.productId)
      : null;
  return {
    intent,
    expired: check === "expired",
    reference: registration.reference,
    title: registration.productTitle,
    status: registration.status,
    offerExpiresAt: registration.offerExpiresAt?.toISOString() ?? null,
    attendees: 1,
    course: course
      ? { slug: course.slug, dates: formatDateRange(course.date, course.endDate) }
      : null,
    // A paid seat: what she paid and what cancelling gives back, stated before the click.
    money: intent === "cancel" ? await cancelMoneyView(registration) : null,
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  const { intent, check, search } = await resolve(request, params);
  const reference =
    intent === "confirm"
      ? (await bookingOf(params.reference)).reference
      : (await registrationOf(params.reference)).reference;
  const back = `/shop/registrations/${reference}/${intent}${search}`;
  if (check === "expired") {
    return redirectWithToast(back, { type: "error", title: "This link has expired" });
  }
  if (intent === "confirm") {
    const outcome = await confirmBooking(reference);
    const confirmed = outcome.ok || outcome.reason === "already";
    return redirectWithToast(back, {
      type: confirmed ? "success" : "error",
      title: confirmed ? "Your booking is confirmed" : "This booking was not confirmed in time",
    });
  }
  const registration = { reference };
  if (intent === "cancel") {
    const row = await registrationOf(params.reference);
    // The refund the page showed: if the day has turned since, she is shown the new one first.
    const shown = (await readFormData(request)).get("refundSen");
    const outcome = await cancelFromLink(
      row,
      typeof shown === "string" && /^\d{1,9}$/.test(shown) ? Number(shown) : null,
    );
    return redirectWithToast(back, cancelToast(outcome));
  }
  const outcome = await claimSeat(registration.reference);
  const yours = outcome.ok || outcome.reason === "already-yours";
  return redirectWithToast(back, {
    type: yours ? "success" : "error",
    title: yours ? "The seat is yours" : "This offer has lapsed",
  });
}

/** What the registrant is told once her cancellation is answered. */
function cancelToast(outcome: Awaited<ReturnType<typeof cancelFromLink>>) {
  if (outcome.ok)
    return {
      type: "success" as const,
      title: "Your registration is cancelled",
      ...(outcome.value.refundSen > 0
        ? {
            description:
              outcome.value.how === "card"
                ? "Your refund is on its way to your card."
                : "Our team will contact you to pay your refund back.",
          }
        : {}),
    };
  if (outcome.reason === "already-cancelled")
    return { type: "success" as const, title: "This registration was already cancelled" };
  if (outcome.reason === "busy")
    return { type: "info" as const, title: "Your cancellation is being processed" };
  if (outcome.reason === "changed")
    return {
      type: "error" as const,
      title: "The refund has changed since you opened this page",
      description: "Nothing was cancelled. Check the new amount below and confirm again.",
    };
  return {
    type: "error" as const,
    title: "Your registration was not cancelled",
    description:
      "The refund could not be made just now, so nothing was changed. Please try again in a few minutes.",
  };
}

const DEADLINE = new Intl.DateTimeFormat("en-MY", {
  timeZone: "Asia/Kuala_Lumpur",
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
});

/** A state's one step forward, posted to this page's action. */
function SubmitButton({ busy, label }: { busy: boolean; label: string }) {
  return (
    <Form method="post">
      <Button type="submit" size="lg" disabled={busy}>
        {busy ? "Processing..." : label}
      </Button>
    </Form>
  );
}

/** The page in each state: the registration (`what`), what the state means, then what to do. */
function Panel({
  icon: Icon,
  title,
  what,
  note,
  action,
  children,
}: {
  icon: typeof CalendarCheck;
  title: string;
  what: React.ReactNode;
  /** Said before the state's sentence: a paid seat's money. */
  note?: React.ReactNode;
  action: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <section className="mx-auto max-w-xl px-4 py-16 sm:px-6">
      <div className="rounded-2xl border bg-card p-6 shadow-sm sm:p-8">
        <Icon aria-hidden="true" className="size-8 text-primary" />
        <h1 className="mt-4 text-2xl font-bold tracking-tight">{title}</h1>
        <div className="mt-4 space-y-4 text-muted-foreground">
          {what}
          {note}
          <p>{children}</p>
          {action}
        </div>
      </div>
    </section>
  );
}

export default function RegistrationLink({ loaderData }: Route.ComponentProps) {
  const { intent, expired, reference, title, status, offerExpiresAt, attendees, course } =
    loaderData;
  const money = "money" in loaderData ? loaderData.money : null;
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const what = (
    <p>
      <span className="font-semibold text-foreground">{title}</span>
      {course && <> · {course.dates}</>}
      <br />
      Reference <span className="font-mono text-foreground">{reference}</span>
    </p>
  );
  const courseLink = course && (
    <Button asChild variant="outline">
      <Link to={`/shop/masterclasses/${course.slug}`}>View the course</Link>
    </Button>
  );

  if (intent === "confirm") {
    return (
      <ConfirmPanel
        state={expired ? "expired" : status}
        what={what}
        courseLink={courseLink}
        busy={busy}
        attendees={attendees}
        deadline={offerExpiresAt}
      />
    );
  }
  if (status === "cancelled") {
    return (
      <Panel
        icon={CalendarX2}
        title="Your registration is cancelled"
        what={what}
        note={money && <CancelMoneyNote view={money} done />}
        action={courseLink}
      >
        The seat has been released. You are welcome to register again while seats remain.
      </Panel>
    );
  }
  if (intent === "claim" && (status === "registered" || status === "confirmed")) {
    return (
      <Panel icon={CalendarCheck} title="The seat is yours" what={what} action={courseLink}>
        Your confirmation, with the calendar invitation, is on its way to your inbox.
      </Panel>
    );
  }
  if (expired || (intent === "claim" && status !== "offered")) {
    return (
      <Panel icon={CircleAlert} title="This link has expired" what={what} action={courseLink}>
        {intent === "claim"
          ? "The seat was held for 48 hours and has gone to the next person on the waiting list."
          : "The course has started, so the registration can no longer be changed online."}{" "}
        Please reply to your confirmation e-mail if we can help.
      </Panel>
    );
  }
  if (intent === "claim") {
    return (
      <Panel
        icon={CalendarCheck}
        title="Claim your seat"
        what={what}
        action={<SubmitButton busy={busy} label="Claim my seat" />}
      >
        A seat has been released and is held for you
        {offerExpiresAt ? (
          <> until {DEADLINE.format(new Date(offerExpiresAt))} (Malaysia time)</>
        ) : null}
        .
      </Panel>
    );
  }
  const waitlisted = status === "waitlisted";
  return (
    <Panel
      icon={CalendarX2}
      title={waitlisted ? "Leave the waiting list?" : "Cancel your registration?"}
      what={what}
      note={money && !waitlisted && <CancelMoneyNote view={money} done={false} />}
      action={
        <Form method="post" className="flex flex-wrap gap-3">
          {money && <input type="hidden" name="refundSen" value={money.refundSen} />}
          {/* The amount makes the label long: it wraps on a phone instead of leaving the card. */}
          <Button
            type="submit"
            variant="destructive"
            disabled={busy}
            className="h-auto min-h-9 max-w-full shrink py-2 whitespace-normal"
          >
            {busy
              ? "Processing..."
              : waitlisted
                ? "Yes, leave the waiting list"
                : money && money.refundSen > 0
                  ? `Yes, cancel and refund ${money.refund}`
                  : "Yes, cancel my registration"}
          </Button>
          {courseLink}
        </Form>
      }
    >
      {waitlisted
        ? "You will no longer be offered a seat if one is released."
        : "Your seat will be released and offered to the next person on the waiting list. This cannot be undone."}
    </Panel>
  );
}

function ConfirmPanel({
  state,
  what,
  courseLink,
  busy,
  attendees,
  deadline,
}: {
  state: string;
  what: React.ReactNode;
  courseLink: React.ReactNode;
  busy: boolean;
  attendees: number;
  deadline: string | null;
}) {
  const group = attendees > 1;
  if (state === "confirmed") {
    return (
      <Panel icon={CalendarCheck} title="Your booking is confirmed" what={what} action={courseLink}>
        {group
          ? "Each attendee is receiving their own confirmation by e-mail now."
          : "Your confirmation is on its way to your inbox."}
      </Panel>
    );
  }
  if (state === "expired") {
    return (
      <Panel icon={CircleAlert} title="This link has expired" what={what} action={courseLink}>
        The booking was not confirmed in time, so what it held has been released. You are welcome to
        book again while seats remain, or reply to our e-mail if we can help.
      </Panel>
    );
  }
  return (
    <Panel
      icon={CalendarCheck}
      title="Confirm your booking"
      what={what}
      action={<SubmitButton busy={busy} label="Confirm the booking" />}
    >
      {group
        ? `Confirm the booking of ${attendees} attendees and each of them receives their own confirmation.`
        : "Confirm your registration and your place is settled."}
      {deadline ? (
        <> Please confirm by {DEADLINE.format(new Date(deadline))} (Malaysia time).</>
      ) : null}
    </Panel>
  );
}
