import { useLocation, useSearchParams } from "react-router";
import { PageHero } from "#app/components/page-hero";
import { Tabs, TabsContent, TabsLink, TabsList } from "#app/components/ui/tabs";
import {
  POLICY_EFFECTIVE_DATE,
  privacySections,
  termsSections,
  type LegalSection,
} from "#app/content/legal";

/** Where the tabs' links land: the page scrolled to the documents, as it stays when hydrated. */
const DOCUMENTS_ID = "legal-documents";

/**
 * The privacy policy and the terms, as two tabs (`?tab=terms` opens the terms). The tabs are
 * links to the page with that tab chosen, which the server renders: the terms can be read
 * before the page's script has run, and without it.
 */
export function PrivacyPolicyPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const { pathname } = useLocation();
  const tab = searchParams.get("tab") === "terms" ? "terms" : "privacy";
  return (
    <>
      <PageHero
        eyebrow="Legal"
        title="Privacy Policy"
        description={`Effective ${POLICY_EFFECTIVE_DATE}. How we handle your personal data under Malaysia's Personal Data Protection Act 2010, and the terms of our programmes and website.`}
      />
      <section id={DOCUMENTS_ID} className="mx-auto max-w-3xl scroll-mt-16 px-4 py-12 sm:px-6">
        <Tabs
          value={tab}
          onValueChange={(value) =>
            setSearchParams(value === "terms" ? { tab: "terms" } : {}, {
              replace: true,
              preventScrollReset: true,
            })
          }
        >
          <TabsList aria-label="Legal documents">
            <TabsLink value="privacy" href={`${pathname}#${DOCUMENTS_ID}`}>
              Privacy Policy
            </TabsLink>
            <TabsLink value="terms" href={`${pathname}?tab=terms#${DOCUMENTS_ID}`}>
              Terms &amp; Conditions
            </TabsLink>
          </TabsList>
          <TabsContent value="privacy">
            <h2 className="text-2xl font-bold">Privacy Policy</h2>
            <p className="mt-2 text-sm text-muted-foreground">Effective {POLICY_EFFECTIVE_DATE}</p>
            <LegalSections sections={privacySections} numbered={false} />
          </TabsContent>
          <TabsContent value="terms">
            <h2 className="text-2xl font-bold">Terms &amp; Conditions</h2>
            <p className="mt-2 text-sm text-muted-foreground">Effective {POLICY_EFFECTIVE_DATE}</p>
            <LegalSections sections={termsSections} numbered />
          </TabsContent>
        </Tabs>
      </section>
    </>
  );
}

function LegalSections({ sections, numbered }: { sections: LegalSection[]; numbered: boolean }) {
  return (
    <div className="mt-8 space-y-8">
      {sections.map((section, index) => (
        <section key={section.title}>
          <h3 className="text-lg font-semibold">
            {numbered ? `${index + 1}. ` : ""}
            {section.title}
          </h3>
          {section.paragraphs?.map((paragraph) => (
            <p key={paragraph} className="mt-3 leading-relaxed text-muted-foreground">
              {paragraph}
            </p>
          ))}
          {section.items && (
            <ul className="mt-3 list-disc space-y-2 pl-6 leading-relaxed text-muted-foreground">
              {section.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </div>
  );
}
