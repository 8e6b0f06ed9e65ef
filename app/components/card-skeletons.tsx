/**
 * Six placeholder cards while a list loads: a media block and lines of text
 * (each line's height and width, as classes), in the list's own grid.
 */
export function CardSkeletons({
  label,
  role,
  className,
  slot,
  cardClassName,
  mediaClassName,
  lines,
}: {
  /** What is loading, for assistive technology. */
  label: string;
  role?: "status";
  className: string;
  slot: string;
  cardClassName: string;
  mediaClassName: string;
  lines: readonly string[];
}) {
  return (
    <div role={role} aria-busy="true" aria-label={label} className={className}>
      {Array.from({ length: 6 }, (_, i) => (
        <div key={i} data-slot={slot} className={cardClassName}>
          <div className={mediaClassName} />
          <div className="space-y-3 p-5">
            {lines.map((line, j) => (
              <div key={j} className={`${line} rounded bg-muted`} />
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}
