import { cn } from "#app/lib/cn";

/**
 * The marketing opt-in of the lead forms (PDPA): unticked unless the
 * visitor ticks it, posted as `marketingOptIn=on`, stored with the lead.
 */
export function MarketingOptIn({
  defaultChecked,
  className,
}: {
  defaultChecked?: boolean;
  className?: string;
}) {
  return (
    <label className={cn("flex items-start gap-3 pb-4 text-sm text-muted-foreground", className)}>
      <input
        type="checkbox"
        name="marketingOptIn"
        defaultChecked={defaultChecked}
        className="mt-0.5 size-4 rounded border-input accent-primary"
      />
      <span>
        Yes, send me occasional e-mails about AIHQ programmes and events. You can unsubscribe at any
        time.
      </span>
    </label>
  );
}
