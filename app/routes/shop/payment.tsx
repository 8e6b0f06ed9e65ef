import type { Route } from "./+types/payment";
import { pageTitle } from "#common/business";
import { readFormData } from "#app/lib/form-data.server";
import { redirectWithToast } from "#app/lib/toast.server";
import { startCheckout } from "#app/features/payments/checkout.server";
import { payAgainSchema, paymentView } from "#app/features/payments/payment-page.server";
import { PaymentPagePanel } from "#app/features/payments/payment-panels";

export const meta: Route.MetaFunction = () => [
  { title: pageTitle("Your payment") },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, params }: Route.LoaderArgs) {
  return paymentView(params.reference, new URL(request.url));
}

/** Pay now again: Stripe's open page, or a new one while the seat is still held. */
export async function action({ request, params }: Route.ActionArgs) {
  const url = new URL(request.url);
  const view = await paymentView(params.reference, url);
  const form = payAgainSchema.safeParse(Object.fromEntries(await readFormData(request)));
  const back = `${url.pathname}${url.search}`;
  if (!form.success)
    return redirectWithToast(
      back,
      { type: "error", title: "Please use the Pay now button" },
      { status: 303 },
    );
  const checkout = await startCheckout(view.reference);
  if (checkout.ok)
    return new Response(null, { status: 303, headers: { Location: checkout.value.url } });
  return redirectWithToast(
    back,
    checkout.reason === "unavailable"
      ? {
          type: "error",
          title: "The payment page could not be opened",
          description: "Please try again in a moment; your seat stays held meanwhile.",
        }
      : { type: "error", title: "This can no longer be paid online" },
    { status: 303 },
  );
}

export default function PaymentPage({ loaderData }: Route.ComponentProps) {
  return <PaymentPagePanel view={loaderData} />;
}
