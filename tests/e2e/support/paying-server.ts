import { masterclasses } from "../../../server/db/schema";
import { signedDelivery, stripeEvent, StripeStandIn } from "../../support/stripe-stand-in";
import { type OwnServer, startOwnServer } from "./own-server";

type CourseValues = typeof masterclasses.$inferInsert;

/** A test file's own server whose Stripe is the local stand-in, and the one course it sells. */
export interface PayingServer {
  server: OwnServer;
  standIn: StripeStandIn;
  courseId: string;
  /**
   * Posts a Stripe event about `object` to the server's webhook, signed with its secret as
   * Stripe signs it, and returns the server's answer.
   */
  deliver(type: string, object: object): Promise<Response>;
  stop(): Promise<void>;
}

interface PayingServerOptions {
  name: string;
  /** The server's port; the stand-in listens on the next one. */
  port: number;
  admin: { email: string; password: string };
  course: CourseValues;
}

/**
 * Starts the Stripe stand-in on `port + 1` and the server on `port` with online payment on
 * (secret key, webhook secret, API address pointing at the stand-in), with `course` inserted
 * before the server starts.
 */
export async function startPayingServer(options: PayingServerOptions): Promise<PayingServer> {
  const webhookSecret = `whsec_e2e_${options.name}_secret`;
  const standIn = await new StripeStandIn().start(options.port + 1);
  let courseId = "";
  const server = await startOwnServer({
    name: options.name,
    port: options.port,
    admin: options.admin,
    env: {
      STRIPE_SECRET_KEY: `sk_test_e2e_${options.name}`,
      STRIPE_WEBHOOK_SECRET: webhookSecret,
      STRIPE_API_URL: standIn.url,
    },
    prepare: async (database) => {
      const [course] = await database.db.insert(masterclasses).values(options.course).returning();
      courseId = course!.id;
    },
  }).catch(async (error: unknown) => {
    await standIn.stop();
    throw error;
  });
  return {
    server,
    standIn,
    courseId,
    deliver(type, object) {
      const delivery = signedDelivery(stripeEvent(type, object), webhookSecret);
      return fetch(`http://127.0.0.1:${options.port}/api/stripe/webhook`, {
        method: "POST",
        headers: delivery.headers,
        body: delivery.body,
      });
    },
    async stop() {
      await server.stop();
      await standIn.stop();
    },
  };
}
