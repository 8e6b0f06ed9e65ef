import { CircleAlert, CircleCheck, Clock, CreditCard, Loader } from "lucide-react";
import { Form, Link, useNavigation } from "react-router";
import { Button } from "#app/components/ui/button";
import type { PaymentView } from "./payment-view";

/** Seconds between the confirming page's checks (a meta refresh: it needs no JavaScript). */
export const CONFIRM_REFRESH_SECONDS = 3;

function Panel({
  icon: Icon,
  title,
  spin = false,
  children,
}: {
  icon: typeof CircleCheck;
  title: string;
  spin?: boolean;
  children: React.ReactNode;
}) {
  return (
    <section className="mx-auto max-w-xl px-4 py-16 sm:px-6" data-slot="payment-panel">
      <div className="rounded-2xl border bg-card p-6 shadow-sm sm:p-8">
        <Icon
          aria-hidden="true"
          className={
            spin
              ? "size-8 animate-spin text-primary motion-reduce:animate-none"
              : "size-8 text-primary"
          }
        />
        <h1 className="mt-4 text-2xl font-bold tracking-tight">{title}</h1>
        <div className="mt-4 space-y-4 text-muted-foreground">{children}</div>
      </div>
    </section>
  );
}

function What({ view }: { view: PaymentView }) {
  return (
    <p>
      <span className="font-semibold text-foreground">{view.title}</span>
      {view.amount && <> · {view.amount}</>}
      <br />
      Reference <span className="font-mono text-foreground">{view.reference}</span>
    </p>
  );
}

function PayButton({ label }: { label: string }) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  return (
    <Form method="post">
      <input type="hidden" name="intent" value="pay" />
      <Button type="submit" size="lg" disabled={busy}>
        <CreditCard aria-hidden="true" />
        {busy ? "Opening the payment page..." : label}
      </Button>
    </Form>
  );
}

// The endings without a seat or an order: what happened, then the way back to the shop.
const UNPAID_ENDINGS = {
  refunded: {
    title: "Your payment was refunded",
    text: "The payment reached us after the seat had been released, and no seat was left, so we refunded it in full. It returns to your card or bank account within 5–10 working days. We will be in touch about the next date.",
  },
  failed: {
    title: "Your payment did not go through",
    text: "Your bank did not confirm the payment, so nothing was charged and the seat has been released. You are welcome to register again and pay by card, online banking or invoice.",
  },
  released: {
    title: "Your seat has been released",
    text: "We held the seat while you paid, but the time ran out before a payment reached us. You are welcome to register again while seats remain.",
  },
} as const;

/** The states every payment page shares: paid, refunded, failed, released. */
function Settled({
  view,
  state,
}: {
  view: PaymentView;
  /** The view's state, once it is known not to be awaiting. */
  state: Exclude<PaymentView["state"], "awaiting">;
}) {
  if (state === "paid") {
    return (
      <Panel icon={CircleCheck} title="Payment received">
        <What view={view} />
        <p>
          Thank you. {view.book ? "Your order is paid" : "Your seat is confirmed"}, and the
          confirmation is on its way to your inbox. Please keep your reference{" "}
          <span className="font-mono text-foreground">{view.reference}</span>.
        </p>
      </Panel>
    );
  }
  const ending = UNPAID_ENDINGS[state];
  return (
    <Panel icon={CircleAlert} title={ending.title}>
      <What view={view} />
      <p>{ending.text}</p>
      <Button asChild variant="outline">
        <Link to={view.book ? "/shop/books" : "/shop/masterclasses"}>
          {view.book ? "Browse books" : "See upcoming masterclasses"}
        </Link>
      </Button>
    </Panel>
  );
}

/** Back from Stripe: the webhook decides; this page only waits for it. */
export function PaymentDonePanel({ view }: { view: PaymentView }) {
  if (view.state !== "awaiting") return <Settled view={view} state={view.state} />;
  if (view.confirming) {
    return (
      <Panel icon={Loader} spin title="Confirming your payment…">
        <meta httpEquiv="refresh" content={String(CONFIRM_REFRESH_SECONDS)} />
        <What view={view} />
        <p role="status">
          Stripe is telling us about your payment. This usually takes a few seconds; online banking
          can take a little longer. This page checks again by itself.
        </p>
        <Button asChild variant="outline">
          <Link to={view.self} reloadDocument>
            Check again
          </Link>
        </Button>
      </Panel>
    );
  }
  return <PaymentPagePanel view={view} />;
}

/** Our payment page: back from Stripe without paying, or when Stripe could not be reached. */
export function PaymentPagePanel({ view }: { view: PaymentView }) {
  if (view.state !== "awaiting") return <Settled view={view} state={view.state} />;
  return (
    <Panel icon={Clock} title="Your payment is not complete yet">
      <What view={view} />
      {view.holdUntil ? (
        <p>
          Your seat is held until{" "}
          <span className="font-semibold text-foreground">{view.holdUntil}</span> (Malaysia time).
          Pay before then to confirm it; after that it goes back to the course.
        </p>
      ) : (
        <p>No payment has reached us yet. You can pay now, or wait for our invoice.</p>
      )}
      {view.canPay ? (
        <PayButton label="Pay now" />
      ) : (
        <p>The payment page has closed. You are welcome to register again while seats remain.</p>
      )}
    </Panel>
  );
}
