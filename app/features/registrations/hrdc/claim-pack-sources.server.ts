import type { ClaimPackSources } from "./claim-pack.server";

/**
 * Where the pack's invoice and certificates come from: the invoices and certificates
 * domains render them; the pack only files them.
 */
export const claimPackSources: ClaimPackSources = {
  invoice: async () => null,
  certificate: async () => null,
};
