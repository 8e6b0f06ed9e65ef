import type { Route } from "./+types/privacy-policy";
import { PrivacyPolicyPage } from "#app/features/privacy/privacy-policy-page";
import { titleMeta } from "#app/features/seo/page-meta";
import { pageHeads } from "#app/features/seo/page-heads";
import type { PageCacheDeclaration } from "#common/page-cache-declaration";

export const pageCache: PageCacheDeclaration = "public";

export const meta: Route.MetaFunction = () => titleMeta(pageHeads.privacyPolicy);

export default function PrivacyPolicy() {
  return <PrivacyPolicyPage />;
}
