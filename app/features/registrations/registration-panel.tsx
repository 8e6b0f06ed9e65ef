import { Suspense, useCallback } from "react";
import type * as React from "react";
import { useSearchParams } from "react-router";
import { FormSection } from "#app/components/forms/form-section";
import type { ActionResult } from "#app/lib/action-result";
import { lazyComponent } from "#app/lib/lazy";
import { useHydrated } from "#app/lib/use-hydrated";
import { isRegistrationMode, type RegistrationOffer } from "./registration-offer";
import type { RegistrationMode } from "./registration.schema";

// The dialog loads when a registration is opened or about to be (a pointer over or focus on a
// register link). The form in the page (`?register=` without JavaScript, or before hydration)
// is lazy too: the server loads it at startup and renders it whole (lazyComponent), and a
// browser that hydrates such a page keeps the server's form until its code is there.
const registrationDialog = lazyComponent(() =>
  import("./registration-dialog").then((module) => module.default),
);
const registrationForm = lazyComponent(() =>
  import("./registration-form").then((module) => module.default),
);

/** The URL that opens the registration in `mode`: a deep link, and the no-JavaScript path. */
export function registerHref(mode: RegistrationMode): string {
  return `?register=${mode}#registration-form`;
}

/**
 * A link that opens the registration. Without JavaScript it loads the page
 * with the form in it; with JavaScript it opens the dialog in place.
 */
export function RegisterLink({
  mode,
  children,
  ...props
}: { mode: RegistrationMode } & Omit<React.ComponentProps<"a">, "href">) {
  const [, setParams] = useSearchParams();
  return (
    <a
      {...props}
      href={registerHref(mode)}
      data-mode={mode}
      onPointerEnter={(event) => {
        props.onPointerEnter?.(event);
        registrationDialog.preload();
      }}
      onFocus={(event) => {
        props.onFocus?.(event);
        registrationDialog.preload();
      }}
      onClick={(event) => {
        props.onClick?.(event);
        if (event.defaultPrevented || event.metaKey || event.ctrlKey || event.shiftKey) return;
        event.preventDefault();
        setParams(
          (prev) => {
            const next = new URLSearchParams(prev);
            next.set("register", mode);
            return next;
          },
          { preventScrollReset: true },
        );
      }}
    >
      {children}
    </a>
  );
}

/**
 * The registration of a course or book page, opened by `?register=<mode>`.
 * The server (and a browser without JavaScript) renders it as a section of
 * the page; once hydrated it is a dialog. A refused plain post comes back
 * with the values and reopens it in the mode that was chosen.
 */
export function RegistrationPanel({
  offer,
  result,
}: {
  offer: RegistrationOffer;
  result?: ActionResult;
}) {
  const [params, setParams] = useSearchParams();
  const hydrated = useHydrated();
  const requested =
    isRegistrationMode(params.get("register"), offer.modes) ??
    (result
      ? (isRegistrationMode(result.values.mode ?? null, offer.modes) ?? offer.modes[0])
      : null);
  const close = useCallback(
    () =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          next.delete("register");
          return next;
        },
        { replace: true, preventScrollReset: true },
      ),
    [setParams],
  );
  if (!requested) return null;
  const book = offer.productType === "book";
  const title = book ? `Order ${offer.title}` : `Register for ${offer.title}`;
  const description = book
    ? offer.payNow
      ? "Pay online now, or we send you an invoice. The price includes taxes."
      : "Tell us where to send your invoice. The price includes taxes."
    : offer.closed
      ? "This course is no longer taking registrations."
      : offer.payNow
        ? "Reserve your seat now, and pay online or by invoice."
        : "Reserve your seat now; payment is arranged with our team afterwards.";

  const form = { offer, initialMode: requested };
  if (!hydrated) {
    return (
      <FormSection
        id="registration-form"
        title={title}
        description={description}
        className="mx-auto max-w-2xl px-4 py-10 sm:px-6"
      >
        <Suspense fallback={null}>
          <registrationForm.Component {...form} result={result} inDialog={false} />
        </Suspense>
      </FormSection>
    );
  }

  return (
    <Suspense fallback={null}>
      <registrationDialog.Component
        {...form}
        title={title}
        description={description}
        onClose={close}
      />
    </Suspense>
  );
}
