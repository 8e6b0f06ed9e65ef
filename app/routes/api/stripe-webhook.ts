import type { Route } from "./+types/stripe-webhook";
import { stripeWebhook } from "#app/features/payments/webhook.server";

/** POST /api/stripe/webhook: Stripe's events about Checkout payments and refunds. */
export function action({ request }: Route.ActionArgs) {
  return stripeWebhook(request);
}

export function loader() {
  return Response.json({ error: "Use POST" }, { status: 405, headers: { Allow: "POST" } });
}
