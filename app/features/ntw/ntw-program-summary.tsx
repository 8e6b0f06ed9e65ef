import { formatDate, formatTime } from "#common/dates";

/** What the NTW form shows of the program it registers for. */
export interface NtwFormProgram {
  id: string;
  title: string;
  date: Date | string;
  /** The program has started: the form gives way to the closed message. */
  closed?: boolean;
}

/** The program the form is for, above its fields. */
export function NtwProgramSummary({ program }: { program: NtwFormProgram }) {
  return (
    <p className="text-sm text-muted-foreground">
      <span className="font-semibold text-foreground">{program.title}</span>
      <br />
      <time dateTime={new Date(program.date).toISOString()}>
        {formatDate(program.date)}, {formatTime(program.date)}
      </time>{" "}
      · Free
    </p>
  );
}
