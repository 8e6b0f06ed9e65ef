import type { Route } from "./+types/privacy-policy";
import { PrivacyPolicyPage } from "#app/features/privacy/privacy-policy-page";
import { titleMeta } from "#app/features/seo/title-meta";
import { privacyPolicy as head } from "#app/content/page-heads.json";
import type { PageCacheDeclaration } from "#common/page-cache-declaration";

export const pageCache: PageCacheDeclaration = "public";

export const meta: Route.MetaFunction = () => titleMeta(head);

export default function PrivacyPolicy() {
  return <PrivacyPolicyPage />;
}
