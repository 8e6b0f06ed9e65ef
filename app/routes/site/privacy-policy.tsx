import type { Route } from "./+types/privacy-policy";
import { PrivacyPolicyPage } from "#app/features/privacy/privacy-policy-page";
import { staticHeads } from "#app/features/seo/static-heads";
import { titleMeta } from "#app/features/seo/title-meta";
import type { PageCacheDeclaration } from "#common/page-cache-declaration";

export const pageCache: PageCacheDeclaration = "public";

export const meta: Route.MetaFunction = () => titleMeta(staticHeads.privacy);

export default function PrivacyPolicy() {
  return <PrivacyPolicyPage />;
}
