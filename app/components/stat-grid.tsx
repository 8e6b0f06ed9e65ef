// The two looks of a row of headline figures: About's page (the label above a large
// figure, in bordered cards) and the home page's band (the figure first, in ringed cards).
const looks = {
  page: {
    grid: "grid gap-6 sm:grid-cols-3",
    card: "rounded-xl border bg-card p-6 text-center shadow-sm",
    label: "text-sm font-medium text-muted-foreground",
    value: "mt-2 text-4xl font-bold text-primary",
    valueFirst: false,
  },
  band: {
    grid: "grid gap-4 sm:grid-cols-3",
    card: "rounded-2xl bg-card p-6 text-center shadow-sm ring-1 ring-border",
    label: "mt-1 text-sm text-muted-foreground",
    value: "text-3xl font-bold text-primary",
    valueFirst: true,
  },
} as const;

/** Headline figures ("8,000+ professionals trained") as a description list. */
export function StatGrid({
  stats,
  look,
}: {
  stats: readonly { label: string; value: string }[];
  look: keyof typeof looks;
}) {
  const classes = looks[look];
  return (
    <dl className={classes.grid}>
      {stats.map((stat) => {
        const label = <dt className={classes.label}>{stat.label}</dt>;
        const value = <dd className={classes.value}>{stat.value}</dd>;
        return (
          <div key={stat.label} className={classes.card}>
            {classes.valueFirst ? (
              <>
                {value}
                {label}
              </>
            ) : (
              <>
                {label}
                {value}
              </>
            )}
          </div>
        );
      })}
    </dl>
  );
}
