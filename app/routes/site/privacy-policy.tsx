import type { Route } from "./+types/privacy-policy";
import { PrivacyPolicyPage } from "#app/features/privacy/privacy-policy-page";
import { titleMeta } from "#app/features/seo/title-meta";
import type { PageCacheDeclaration } from "#common/page-cache-declaration";

export const pageCache: PageCacheDeclaration = "public";

export const meta: Route.MetaFunction = () =>
  titleMeta({
    title: "Privacy Policy",
    description:
      "How AIHQ collects, uses and protects personal data under Malaysia's PDPA 2010, and the terms of our programmes and website.",
  });

export default function PrivacyPolicy() {
  return <PrivacyPolicyPage />;
}
