import { ChevronDown } from "lucide-react";
import { useId, useState, type ReactNode } from "react";

export interface AccordionItem {
  question: string;
  answer: ReactNode;
}

/**
 * A single-open, collapsible accordion (WAI-ARIA: a heading with a button per
 * item, its answer a region). Every answer is in the HTML: closed ones are
 * hidden by CSS, and without JavaScript, where the buttons cannot open them,
 * all are shown (`noscript:` variant).
 */
export function Accordion({ items, className }: { items: AccordionItem[]; className?: string }) {
  const [open, setOpen] = useState<number | null>(null);
  const baseId = useId();
  return (
    <div className={className}>
      {items.map((item, index) => {
        const expanded = open === index;
        const state = expanded ? "open" : "closed";
        const buttonId = `${baseId}-button-${index}`;
        const panelId = `${baseId}-panel-${index}`;
        return (
          <div key={item.question} data-state={state} className="px-5">
            <h3>
              <button
                type="button"
                id={buttonId}
                aria-expanded={expanded}
                aria-controls={panelId}
                data-state={state}
                onClick={() => setOpen(expanded ? null : index)}
                className="group flex w-full items-center justify-between gap-4 py-4 text-left font-medium"
              >
                {item.question}
                <ChevronDown
                  aria-hidden="true"
                  className="size-5 shrink-0 text-muted-foreground transition-transform group-data-[state=open]:rotate-180 noscript:hidden"
                />
              </button>
            </h3>
            <div
              role="region"
              id={panelId}
              aria-labelledby={buttonId}
              data-state={state}
              className="pb-4 leading-relaxed text-muted-foreground data-[state=closed]:hidden noscript:data-[state=closed]:block"
            >
              {item.answer}
            </div>
          </div>
        );
      })}
    </div>
  );
}
