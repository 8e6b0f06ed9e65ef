import { Loader2 } from "lucide-react";
import { Suspense, useCallback } from "react";
import type * as React from "react";
import { useSearchParams } from "react-router";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "../../components/ui/dialog";
import type { ActionResult } from "../../lib/action-result";
import { useHydrated } from "../../lib/use-hydrated";
import { isRegistrationMode, type RegistrationOffer } from "./registration-offer";
import type { RegistrationMode } from "./registration.schema";

// Imported directly, not with React.lazy: the form rendered by the server for browsers without
// JavaScript must be in the HTML itself, and React streams a lazy part behind a fallback that
// only a script can swap in. (Moving it out of the page's first load again is issue 15's work.)
import RegistrationForm from "./registration-form";

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

function FormLoading() {
  return (
    <p role="status" className="flex items-center gap-2 py-10 text-sm text-muted-foreground">
      <Loader2 aria-hidden="true" className="size-4 animate-spin" />
      Loading the registration form…
    </p>
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
    ? "Tell us where to send your invoice. The price includes taxes."
    : "Reserve your seat now; payment is arranged with our team afterwards.";

  if (!hydrated) {
    return (
      <section
        id="registration-form"
        aria-labelledby="registration-form-title"
        className="mx-auto max-w-2xl scroll-mt-20 px-4 py-10 sm:px-6"
      >
        <div className="rounded-2xl border bg-card p-6 shadow-sm sm:p-8">
          <h2 id="registration-form-title" className="text-xl font-bold tracking-tight">
            {title}
          </h2>
          <p className="mt-2 mb-6 text-sm text-muted-foreground">{description}</p>
          <RegistrationForm
            offer={offer}
            initialMode={requested}
            result={result}
            inDialog={false}
          />
        </div>
      </section>
    );
  }

  return (
    <Dialog open onOpenChange={(open) => !open && close()}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <div className="mt-6">
          <Suspense fallback={<FormLoading />}>
            <RegistrationForm
              key={requested}
              offer={offer}
              initialMode={requested}
              inDialog
              onDone={close}
            />
          </Suspense>
        </div>
      </DialogContent>
    </Dialog>
  );
}
