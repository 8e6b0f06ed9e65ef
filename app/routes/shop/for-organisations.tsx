import { ForOrganisationsPage } from "#app/features/catalogue/for-organisations-page";
import { headLoader } from "#app/features/seo/page-head.server";
import { pageHeads } from "#app/features/seo/page-heads";

export { meta, pageCache } from "#app/features/catalogue/public-page-route";

export const loader = headLoader("/shop/for-organisations", pageHeads.forOrganisations);

export default function ForOrganisations() {
  return <ForOrganisationsPage />;
}
