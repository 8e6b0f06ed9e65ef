import { ForIndividualsPage } from "#app/features/catalogue/for-individuals-page";
import { headLoader } from "#app/features/seo/page-head.server";
import { pageHeads } from "#app/features/seo/page-heads";

export { meta, pageCache } from "#app/features/catalogue/public-page-route";

export const loader = headLoader("/shop/for-individuals", pageHeads.forIndividuals);

export default function ForIndividuals() {
  return <ForIndividualsPage />;
}
