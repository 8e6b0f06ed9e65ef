import { CalendarX2, Users } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Form, Link, useFetcher, useNavigation } from "react-router";
import { RefusalLine } from "#app/components/forms/refusal-line";
import { SpamFields } from "#app/components/spam-fields";
import { Button } from "#app/components/ui/button";
import { EmailField, TelField, TextField } from "#app/components/ui/form-fields";
import { PrivacyNote } from "#app/components/ui/privacy-note";
import type { ActionResult } from "#app/lib/action-result";
import { formValues, type FormCheck, type FormValues } from "#app/lib/form";
import { cn } from "#app/lib/cn";
import { lazyModule } from "#app/lib/lazy";
import { useForm } from "#app/lib/use-form";
import { priceLabel } from "#common/money";
import { MarketingOptIn } from "#app/features/leads/lead-form";
import { readProfile, saveProfile } from "#app/features/leads/visitors/profile";
import { DeliveryAddressFields } from "#app/features/books/delivery-address-fields";
import { PayChoice, type PayChoiceValue } from "#app/features/payments/pay-choice";
import { AttendeeRows } from "./hrdc-attendee-rows";
import { rememberRegistration } from "./registration-history";
import { REGISTRATION_CLOSED, type RegistrationDone } from "./registration-messages";
import { newIdempotencyKey, type RegistrationOffer } from "./registration-offer";
import { BOOK_FORMAT_FIELD, MODE_LABELS, type RegistrationMode } from "./registration-options";

// The schema (zod) is not in the page's first load: it loads when the dialog
// opens, and a form sent before it arrives waits for it.
const validation = lazyModule(() =>
  import("./registration.schema").then((module): FormCheck => module.checkRegistration),
);

/** What the registration action answers: a refusal, or (to the dialog) the registration made. */
export type RegistrationAnswer = ActionResult<FormValues, RegistrationDone>;

const MODE_HINTS: Record<RegistrationMode, string> = {
  individual: "Pay the full fee by invoice.",
  installment: "Spread the fee; we call you to agree the plan.",
  hrdc: "Your employer claims up to 100% from HRD Corp.",
  ntw: "Free during National Training Week, with an e-certificate.",
};

/**
 * The registration form of a course or a book. In the dialog it checks the
 * fields with the shared schema, posts through a fetcher and shows the
 * answer's toast; rendered by the server (no JavaScript) it is a plain form
 * post answered by a redirect with the same toast. Values stay on any
 * refusal.
 */
export default function RegistrationForm({
  offer,
  initialMode,
  result,
  inDialog,
  onDone,
}: {
  offer: RegistrationOffer;
  initialMode: RegistrationMode;
  /** The page action's answer to a plain post (no JavaScript). */
  result?: ActionResult;
  inDialog: boolean;
  onDone?: () => void;
}) {
  const fetcher = useFetcher<RegistrationAnswer>();
  const navigation = useNavigation();
  const [mode, setMode] = useState<RegistrationMode>(initialMode);
  const [pay, setPay] = useState<PayChoiceValue>("now");
  // One key per opening of the dialog: a double click or a retry is the same registration.
  const [idempotencyKey] = useState(() => (inDialog ? newIdempotencyKey() : offer.idempotencyKey));
  const [profile] = useState(() => (inDialog ? readProfile() : null));
  const handled = useRef<unknown>(null);
  // What was sent, kept at submit: by the time the answer arrives the form may have re-rendered.
  const sentValues = useRef<FormValues | null>(null);

  const answer: RegistrationAnswer | undefined = inDialog ? fetcher.data : result;
  const submitting = inDialog
    ? fetcher.state === "submitting"
    : navigation.state === "submitting" && navigation.formAction === offer.path;
  // In the dialog: checked in the browser, sent by the fetcher. In the page: a plain post.
  const { form, field, errors, values } = useForm({
    result: answer,
    check: inDialog ? validation : undefined,
    send: inDialog
      ? (formData, sent) => {
          sentValues.current = sent;
          void fetcher.submit(formData, { method: "post", action: offer.path });
        }
      : undefined,
  });

  useEffect(() => {
    if (inDialog) validation.load().catch(() => undefined);
  }, [inDialog]);

  useEffect(() => {
    if (!inDialog || answer?.status !== "success" || handled.current === answer) return;
    handled.current = answer;
    const element = form.ref.current;
    if (element) {
      const sent = sentValues.current ?? formValues(new FormData(element));
      saveProfile(sent);
      // A place found by its address has no reference here: nothing of it is remembered.
      if (answer.reference)
        rememberRegistration({
          reference: answer.reference,
          name: sent.name ?? "",
          email: sent.email ?? "",
          phone: sent.phone || null,
          org: sent.org || null,
          role: sent.role || null,
          payment: mode,
          product: { type: offer.productType, id: offer.productId },
        });
      element.reset();
    }
    onDone?.();
  }, [answer, inDialog, mode, offer.productId, offer.productType, onDone, form.ref]);

  if (offer.closed) {
    return (
      <div role="status" className="flex gap-3 rounded-xl bg-muted p-4 text-sm">
        <CalendarX2 aria-hidden="true" className="size-5 shrink-0 text-muted-foreground" />
        <p>
          {REGISTRATION_CLOSED}{" "}
          <Link to="/shop/masterclasses" className="font-medium text-primary underline">
            See upcoming masterclasses
          </Link>
          .
        </p>
      </div>
    );
  }

  const book = offer.productType === "book";
  const groupBooking = mode === "hrdc" && !book;
  const waitlist = offer.seatsLeft === 0;
  const FormTag = inDialog ? fetcher.Form : Form;
  const value = (name: "name" | "email" | "phone" | "org" | "role") =>
    values[name] ?? profile?.[name] ?? "";
  const needs = (modes: RegistrationMode[]) => (modes.includes(mode) ? " *" : "");
  // Without JavaScript the choice is always there: the server reads it for self payment only.
  const payChoice = offer.payNow === true && !waitlist && (mode === "individual" || !inDialog);
  const payingNow = payChoice && mode === "individual" && pay === "now";

  return (
    <FormTag
      {...form}
      method="post"
      action={offer.path}
      aria-label={book ? `Order ${offer.title}` : `Register for ${offer.title}`}
      className="relative space-y-1"
    >
      <input type="hidden" name="productType" value={offer.productType} />
      <input type="hidden" name="productId" value={offer.productId} />
      <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
      {inDialog && <input type="hidden" name="via" value="dialog" />}
      {offer.format && <input type="hidden" name={BOOK_FORMAT_FIELD} value={offer.format} />}
      {book && (
        // What is being ordered, as the book's page shows it (display only: the order
        // stores the database's price, never one sent by the form).
        <p
          data-slot="order-summary"
          className="mb-4 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 rounded-xl bg-muted p-4 text-sm"
        >
          <span className="font-medium">{offer.title}</span>
          <span className="whitespace-nowrap">
            <span className="font-bold">{priceLabel(offer.price)}</span>{" "}
            <span className="text-muted-foreground">(including taxes)</span>
          </span>
        </p>
      )}
      {waitlist && (
        <p
          role="status"
          className="mb-4 flex gap-3 rounded-xl bg-amber-50 p-4 text-sm text-amber-900"
        >
          <Users aria-hidden="true" className="size-5 shrink-0" />
          This course is fully booked. Register to join the waiting list: if a seat is released, you
          will be offered it first, by e-mail.
        </p>
      )}
      <fieldset disabled={submitting} className="space-y-1">
        {offer.modes.length > 1 ? (
          <fieldset className="mb-4">
            <legend className="text-sm font-medium">How will you pay? *</legend>
            <div className="mt-2 grid gap-2 sm:grid-cols-2">
              {offer.modes.map((m) => (
                <label
                  key={m}
                  className="flex cursor-pointer gap-3 rounded-lg border p-3 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/5"
                >
                  <input
                    type="radio"
                    name="mode"
                    value={m}
                    checked={mode === m}
                    onChange={() => setMode(m)}
                    className="mt-0.5 size-4 accent-primary"
                  />
                  <span>
                    <span className="block font-medium">{MODE_LABELS[m]}</span>
                    <span className="block text-muted-foreground">
                      {m === "individual" && offer.payNow
                        ? "Pay the full fee online or by invoice."
                        : MODE_HINTS[m]}
                    </span>
                  </span>
                </label>
              ))}
            </div>
            {errors.mode && (
              <p className="mt-2 text-sm font-medium text-destructive" role="alert">
                {errors.mode}
              </p>
            )}
          </fieldset>
        ) : (
          <input type="hidden" name="mode" value={mode} />
        )}
        <TextField
          label="Full Name *"
          {...field("name")}
          defaultValue={value("name")}
          autoComplete="name"
          required
          maxLength={120}
        />
        <EmailField
          label="Email *"
          {...field("email")}
          defaultValue={value("email")}
          required
          maxLength={254}
        />
        {mode === "ntw" ? (
          <TextField
            key="ntw-role"
            label="Job Role *"
            {...field("role")}
            defaultValue={value("role")}
            autoComplete="organization-title"
            maxLength={120}
          />
        ) : (
          <TelField
            label={`Phone Number${needs(["installment", "hrdc"])}`}
            {...field("phone")}
            defaultValue={value("phone")}
            inputMode="tel"
            maxLength={40}
          />
        )}
        <div className="grid gap-x-4 sm:grid-cols-2">
          <TextField
            label={mode === "ntw" ? "Company Name *" : `Organization${needs(["hrdc"])}`}
            {...field("org")}
            defaultValue={value("org")}
            autoComplete="organization"
            maxLength={200}
          />
          {mode !== "ntw" && (
            <TextField
              label={`Job Role${needs(["hrdc"])}`}
              {...field("role")}
              defaultValue={value("role")}
              autoComplete="organization-title"
              maxLength={120}
            />
          )}
        </div>
        {inDialog
          ? groupBooking && (
              <AttendeeRows
                values={values}
                errors={errors}
                seatsLeft={offer.seatsLeft}
                inPage={false}
              />
            )
          : !book &&
            offer.modes.includes("hrdc") && (
              // In the page the form has no script to follow the payment choice: the group part
              // is always there and CSS shows it while HRDC is chosen (the action reads it only
              // for an HRDC booking).
              <div
                className={cn(
                  offer.modes.length > 1 &&
                    "hidden [form:has([name=mode][value=hrdc]:checked)_&]:block",
                )}
              >
                <AttendeeRows values={values} errors={errors} seatsLeft={offer.seatsLeft} inPage />
              </div>
            )}
        {book && offer.format === "paperback" && <DeliveryAddressFields field={field} />}
        {payChoice && <PayChoice value={pay} onChange={setPay} book={book} />}
        <MarketingOptIn defaultChecked={values.marketingOptIn === "on"} />
        <SpamFields formToken={offer.formToken} />
        <div className="flex flex-col gap-3">
          <Button type="submit" size="lg" className="w-full">
            {submitting
              ? "Processing..."
              : payingNow
                ? "Continue to Payment"
                : book
                  ? "Place Order"
                  : waitlist
                    ? "Join the Waiting List"
                    : "Complete Registration"}
          </Button>
          <PrivacyNote use={`only for this ${book ? "order" : "registration"}`} />
        </div>
      </fieldset>
      <RefusalLine result={answer} />
    </FormTag>
  );
}
