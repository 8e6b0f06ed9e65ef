import type * as React from "react";
import { PageHero, Section } from "#app/components/page-hero";
import type { Feature } from "#app/content/shop/feature";
import type { Promo } from "./shop-promos";
import { ArrowLinkButton, ChoiceCard, FeatureGrid, HeroLinkButton, PromoBand } from "./shop-ui";

/** What one audience's shop page says: the two shop paths share this one layout. */
export interface AudiencePageCopy {
  hero: {
    eyebrow: string;
    title: string;
    description: string;
    /** The outlined action beside 'Browse Masterclasses'. */
    secondary: { to: string; label: string };
  };
  choices: {
    title: string;
    description: string;
    /** The cards' grid: one column count per breakpoint. */
    gridClassName: string;
    cards: React.ComponentProps<typeof ChoiceCard>[];
  };
  reasons: {
    title: string;
    description?: string;
    items: Feature[];
    columns?: 3 | 4;
  };
  promo: Promo;
}

/** An audience's shop page (for individuals, for organisations): hero, paths, reasons, promo. */
export function AudiencePage({ hero, choices, reasons, promo }: AudiencePageCopy) {
  return (
    <>
      <PageHero
        tone="dark"
        eyebrow={hero.eyebrow}
        title={hero.title}
        description={hero.description}
      >
        <ArrowLinkButton to="/shop/masterclasses">Browse Masterclasses</ArrowLinkButton>
        <HeroLinkButton to={hero.secondary.to}>{hero.secondary.label}</HeroLinkButton>
      </PageHero>

      <Section title={choices.title} description={choices.description}>
        <div className={choices.gridClassName}>
          {choices.cards.map((card) => (
            <ChoiceCard key={card.to} {...card} />
          ))}
        </div>
      </Section>

      <div className="bg-secondary/50">
        <Section title={reasons.title} description={reasons.description}>
          <FeatureGrid items={reasons.items} columns={reasons.columns} />
        </Section>
      </div>

      <div className="pt-16">
        <PromoBand {...promo} />
      </div>
    </>
  );
}
