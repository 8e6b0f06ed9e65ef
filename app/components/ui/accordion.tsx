import { ChevronDown } from "lucide-react";
import { useId, type ReactNode } from "react";

export interface AccordionItem {
  question: string;
  answer: ReactNode;
}

/**
 * A single-open, collapsible accordion drawn with `<details>`/`<summary>`: the
 * browser opens and closes it, before the page's script has run and without
 * it, and announces each question's expanded state. The items share a `name`,
 * which makes the browser close the open one when another opens. Each answer
 * is a region named by its question.
 */
export function Accordion({ items, className }: { items: AccordionItem[]; className?: string }) {
  const baseId = useId();
  return (
    <div className={className}>
      {items.map((item, index) => {
        const summaryId = `${baseId}-summary-${index}`;
        return (
          <details key={item.question} name={baseId} className="group px-5">
            <summary
              id={summaryId}
              className="flex w-full cursor-pointer list-none items-center justify-between gap-4 py-4 text-left font-medium [&::-webkit-details-marker]:hidden"
            >
              <h3>{item.question}</h3>
              <ChevronDown
                aria-hidden="true"
                className="size-5 shrink-0 text-muted-foreground transition-transform group-open:rotate-180"
              />
            </summary>
            <div
              role="region"
              aria-labelledby={summaryId}
              className="pb-4 leading-relaxed text-muted-foreground"
            >
              {item.answer}
            </div>
          </details>
        );
      })}
    </div>
  );
}
