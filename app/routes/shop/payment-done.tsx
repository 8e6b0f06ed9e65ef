import type { Route } from "./+types/payment-done";
import { pageTitle } from "#common/business";
import { paymentView } from "#app/features/payments/payment-page.server";
import { PaymentDonePanel } from "#app/features/payments/payment-panels";

export const meta: Route.MetaFunction = () => [
  { title: pageTitle("Your payment") },
  { name: "robots", content: "noindex" },
];

/** Stripe's success URL: shows what the webhook recorded, and waits for it if it has not come. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const url = new URL(request.url);
  return paymentView(params.reference, url, new Date(), url.searchParams.get("session_id") ?? "");
}

export default function PaymentDone({ loaderData }: Route.ComponentProps) {
  return <PaymentDonePanel view={loaderData} />;
}
