import type { Route } from "./+types/privacy-policy";
import { pageTitle } from "#common/business";
import { PrivacyPolicyPage } from "#app/features/privacy/privacy-policy-page";
import type { PageCacheDeclaration } from "#common/page-cache-declaration";

export const pageCache: PageCacheDeclaration = "public";

export const meta: Route.MetaFunction = () => [
  { title: pageTitle("Privacy Policy") },
  {
    name: "description",
    content:
      "How AIHQ collects, uses and protects personal data under Malaysia's PDPA 2010, and the terms of our programmes and website.",
  },
];

export default function PrivacyPolicy() {
  return <PrivacyPolicyPage />;
}
