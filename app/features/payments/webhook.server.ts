import Stripe from "stripe";
import { logError } from "#app/features/errors/log.server";
import { applyStripeEvent, type StripeEventInput } from "./payment-events.server";
import { stripeClient, stripeSettings } from "./stripe-client.server";
import { HANDLED_EVENT_TYPES, handledEventSchema, otherEventSchema } from "./stripe-event.schema";

/** Stripe's events are a few kilobytes; anything far larger is not one of them. */
export const WEBHOOK_BODY_LIMIT = 256 * 1024;

const json = (status: number, body: Record<string, unknown>) =>
  Response.json(body, { status, headers: { "Cache-Control": "no-store" } });

/** The body as bytes, refused past the limit before it is all read. */
async function readLimited(request: Request): Promise<Uint8Array | null> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > WEBHOOK_BODY_LIMIT) return null;
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > WEBHOOK_BODY_LIMIT) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

/**
 * POST /api/stripe/webhook. The raw body's signature is checked with the
 * endpoint's secret (Stripe's own check, with its five-minute tolerance);
 * anything unsigned, forged, stale or malformed is a 400 and changes
 * nothing. A verified event is applied once (`applyStripeEvent`); a fault
 * while applying it is a 500, so Stripe sends it again later.
 */
export async function stripeWebhook(request: Request): Promise<Response> {
  const settings = stripeSettings();
  if (!settings) return json(404, { error: "Online payment is not enabled" });
  if (request.method !== "POST") return json(405, { error: "Use POST" });
  const signature = request.headers.get("stripe-signature");
  if (!signature) return json(400, { error: "Missing Stripe-Signature header" });
  const body = await readLimited(request).catch(() => null);
  if (!body) return json(413, { error: "Request body too large" });
  let verified: unknown;
  try {
    verified = stripeClient(settings).webhooks.constructEvent(
      Buffer.from(body),
      signature,
      settings.webhookSecret,
    );
  } catch (error) {
    const message =
      error instanceof Stripe.errors.StripeSignatureVerificationError
        ? "Signature verification failed"
        : "Not a Stripe event";
    return json(400, { error: message });
  }
  const handled = (HANDLED_EVENT_TYPES as readonly string[]).includes(
    (verified as { type?: unknown } | null)?.type as string,
  );
  const parsed = handled
    ? handledEventSchema.safeParse(verified)
    : otherEventSchema.safeParse(verified);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return json(400, {
      error:
        `Event not understood: ${issue?.path.join(".") || "event"} ${issue?.message ?? ""}`.trim(),
    });
  }
  try {
    const result = await applyStripeEvent(parsed.data as StripeEventInput);
    return json(200, { received: true, result });
  } catch (error) {
    logError(error, "Stripe event could not be applied");
    return json(500, { error: "Could not be applied now; Stripe will send it again" });
  }
}
