/** One step of a process: its title and what happens. */
export interface Step {
  title: string;
  text: string;
}

const NUMBER =
  "items-center justify-center rounded-full bg-primary font-bold text-primary-foreground";

// The three looks a numbered process takes across the site: a tinted tile (About's
// methodology), a ringed card inside a tinted band (the home page) and a bordered card
// with a larger number (Government Grants).
const looks = {
  tinted: {
    item: "rounded-xl bg-secondary/60 p-6",
    number: `inline-flex size-9 text-sm ${NUMBER}`,
    Title: "h3",
    title: "mt-4 text-lg font-semibold",
    text: "mt-2 text-sm leading-relaxed text-muted-foreground",
  },
  ringed: {
    item: "rounded-xl bg-card p-6 ring-1 ring-border",
    number: `inline-flex size-9 ${NUMBER}`,
    Title: "p",
    title: "mt-4 font-semibold",
    text: "mt-1 text-sm text-muted-foreground",
  },
  bordered: {
    item: "relative rounded-2xl border bg-card p-6",
    number: `flex size-10 text-lg ${NUMBER}`,
    Title: "h3",
    title: "mt-4 text-lg font-semibold",
    text: "mt-2 leading-relaxed text-muted-foreground",
  },
} as const;

/** A numbered list of steps; `className` sets the list's grid. */
export function StepList({
  steps,
  look,
  className,
}: {
  steps: readonly Step[];
  look: keyof typeof looks;
  className: string;
}) {
  const { Title, ...classes } = looks[look];
  return (
    <ol className={className}>
      {steps.map((step, index) => (
        <li key={step.title} className={classes.item}>
          <span className={classes.number}>{index + 1}</span>
          <Title className={classes.title}>{step.title}</Title>
          <p className={classes.text}>{step.text}</p>
        </li>
      ))}
    </ol>
  );
}
