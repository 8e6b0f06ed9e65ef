import { ExternalLink } from "lucide-react";
import { SmartImage } from "#app/components/ui/smart-image";
import { imageCandidates } from "#common/images";
import type { Trainer } from "#common/masterclass-content";
import { GraduationCap } from "./masterclass-icons";
import { DEFAULT_TRAINER_NAME } from "./masterclass-view";

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter((w) => /^[A-Za-z]/.test(w) && !/\.$/.test(w))
    .slice(0, 2)
    .map((w) => w.charAt(0).toUpperCase())
    .join("");
}

/** A trainer or speaker: photo (or initials), credentials and LinkedIn profile. */
export function Person({ person }: { person: Trainer }) {
  return (
    <article className="flex flex-col gap-5 rounded-2xl border bg-card p-6 sm:flex-row">
      {person.photo ? (
        <SmartImage
          sources={imageCandidates(person.photo)}
          alt={person.name}
          width={112}
          height={112}
          className="size-28 shrink-0 rounded-full bg-secondary object-cover"
        />
      ) : (
        <span
          aria-hidden="true"
          className="flex size-28 shrink-0 items-center justify-center rounded-full bg-primary/10 text-3xl font-bold text-primary"
        >
          {(person.name !== DEFAULT_TRAINER_NAME && initials(person.name)) || (
            <GraduationCap className="size-10" />
          )}
        </span>
      )}
      <div>
        <h3 className="text-lg font-semibold">{person.name}</h3>
        {person.credentials && (
          <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{person.credentials}</p>
        )}
        {person.linkedin && (
          <a
            href={person.linkedin}
            target="_blank"
            rel="noopener noreferrer"
            className="mt-3 inline-flex items-center gap-1 text-sm font-medium text-primary hover:underline"
          >
            LinkedIn profile
            <ExternalLink aria-hidden="true" className="size-3.5" />
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        )}
      </div>
    </article>
  );
}
