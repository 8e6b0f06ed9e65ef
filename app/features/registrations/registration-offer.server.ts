import crypto from "node:crypto";
import { getDb } from "#server/runtime";
import { issueFormToken } from "#app/features/spam/form-guard.server";
import { payNowOffered } from "#app/features/payments/checkout.server";
import type { Book, Masterclass as Course } from "#app/features/catalogue/catalogue.server";
import { offeredModes, registrationClosed } from "./register.server";
import type { RegistrationOffer } from "./registration-offer";
import { seatsLeft } from "./seats.server";

/** What a course page tells its registration form, counted now. */
export async function courseOffer(
  course: Course,
  path: string,
  now: Date,
): Promise<RegistrationOffer> {
  return {
    productType: "masterclass",
    productId: course.id,
    title: course.title,
    price: course.price,
    path,
    modes: offeredModes(course),
    seatsLeft: await seatsLeft(getDb(), course.id, course.classSize),
    closed: registrationClosed(course, now),
    formToken: issueFormToken(),
    idempotencyKey: crypto.randomBytes(16).toString("base64url"),
    payNow: payNowOffered(course.price),
  };
}

/** A book is ordered in individual mode only, as on the original site, with no seat count. */
export function bookOffer(book: Book, path: string): RegistrationOffer {
  return {
    productType: "book",
    productId: book.id,
    title: book.title,
    price: book.price,
    format: book.format,
    path,
    modes: ["individual"],
    seatsLeft: null,
    closed: false,
    formToken: issueFormToken(),
    idempotencyKey: crypto.randomBytes(16).toString("base64url"),
    payNow: payNowOffered(book.price),
  };
}
