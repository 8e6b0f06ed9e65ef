import { registrations } from "#server/db/schema";

/** Who registered (or ordered a book): the columns every back-office list of people starts with. */
export const registrantColumns = {
  id: registrations.id,
  reference: registrations.reference,
  name: registrations.name,
  email: registrations.email,
  phone: registrations.phone,
  org: registrations.org,
};
