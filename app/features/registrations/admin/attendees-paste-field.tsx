import { useId, useState } from "react";
import { FieldError, Label, Textarea } from "#app/components/ui/field";
import { ATTENDEES_TEXT_MAX } from "./manual-booking.schema";
import { decodeUtf8, NOT_UTF8, parseAttendees } from "./attendee-paste";

/**
 * The attendees of a group, pasted one a line ("name, e-mail, role", or a
 * spreadsheet's tab-separated copy) or read from a CSV file, with the rows
 * as they will be saved and what is wrong with each, before anything is.
 * Without JavaScript the file is posted and the server's answer shows the
 * same rows.
 */
export function AttendeesPaste({
  defaultText,
  error,
  fileError,
}: {
  defaultText: string;
  error: string | undefined;
  fileError: string | undefined;
}) {
  const id = useId();
  const [text, setText] = useState(defaultText);
  const [answered, setAnswered] = useState(defaultText);
  // A new answer (a refusal giving the list back) replaces what was typed.
  if (answered !== defaultText) {
    setAnswered(defaultText);
    setText(defaultText);
  }
  const [reading, setReading] = useState<string | null>(null);
  // A file read in the browser that is not UTF-8: said at the field, and its rows not taken.
  const [unreadable, setUnreadable] = useState<string | undefined>(undefined);
  const shownFileError = unreadable ?? fileError;
  const { rows, problem } = parseAttendees(text);
  const wrong = rows.filter((row) => row.errors.length > 0).length;

  function readFile(input: HTMLInputElement) {
    const file = input.files?.[0];
    if (!file) return;
    setReading(null);
    setUnreadable(undefined);
    file.arrayBuffer().then(
      (bytes) => {
        const content = decodeUtf8(bytes);
        if (content === null) {
          input.value = "";
          setUnreadable(NOT_UTF8);
          return;
        }
        setText((current) => [current.trimEnd(), content.trim()].filter(Boolean).join("\n"));
        // Its rows are in the text box now: posting the file as well would add them twice.
        input.value = "";
        setReading(`Added the rows of ${file.name} below.`);
      },
      () => setReading(`${file.name} could not be read.`),
    );
  }

  return (
    <div className="grid gap-2">
      <Label htmlFor={`${id}-text`}>Attendees: name, e-mail, role, one a line</Label>
      <Textarea
        id={`${id}-text`}
        name="attendees"
        rows={6}
        maxLength={ATTENDEES_TEXT_MAX}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-help ${id}-error`}
        placeholder={
          "Tan Wei Ming, wei.ming@company.my, Data Analyst\nAisyah Rahman, aisyah@company.my, HR Executive"
        }
        className="font-mono text-xs"
      />
      <p id={`${id}-help`} className="text-xs text-muted-foreground">
        Paste from the company's e-mail or spreadsheet (commas or tabs between the columns; a
        heading line is skipped), or upload its CSV file.
      </p>
      <FieldError id={`${id}-error`} error={error} />
      <div className="grid gap-1">
        <Label htmlFor={`${id}-file`}>Or upload a CSV file</Label>
        <input
          id={`${id}-file`}
          type="file"
          name="attendeesFile"
          accept=".csv,.txt,text/csv,text/plain"
          onChange={(event) => readFile(event.currentTarget)}
          aria-invalid={shownFileError ? true : undefined}
          aria-describedby={`${id}-file-error`}
          className="max-w-full text-sm file:mr-3 file:rounded-md file:border file:bg-background file:px-3 file:py-1.5 file:text-sm file:font-semibold"
        />
        <p className="text-xs text-muted-foreground" aria-live="polite">
          {reading}
        </p>
        <FieldError id={`${id}-file-error`} error={shownFileError} />
      </div>
      {rows.length > 0 && (
        <div className="grid gap-1" aria-live="polite">
          <p className="text-sm font-medium">
            {rows.length} {rows.length === 1 ? "attendee" : "attendees"}
            {wrong > 0 ? ` · ${wrong} to fix` : " · ready to save"}
            {problem && <span className="block text-destructive">{problem}</span>}
          </p>
          <div className="overflow-x-auto rounded-md border">
            <table
              className="w-full text-left text-sm"
              aria-label="Attendees as they will be saved"
            >
              <thead className="bg-muted/50 text-xs text-muted-foreground uppercase">
                <tr>
                  <th className="px-2 py-1">Line</th>
                  <th className="px-2 py-1">Name</th>
                  <th className="px-2 py-1">E-mail</th>
                  <th className="px-2 py-1">Role</th>
                </tr>
              </thead>
              <tbody className="divide-y">
                {rows.map((row) => (
                  <tr
                    key={row.line}
                    className={row.errors.length > 0 ? "bg-destructive/5 align-top" : "align-top"}
                  >
                    <td className="px-2 py-1 tabular-nums">{row.line}</td>
                    <td className="px-2 py-1 break-words">{row.name}</td>
                    <td className="px-2 py-1 break-all">{row.email}</td>
                    <td className="px-2 py-1 break-words">
                      {row.role}
                      {row.errors.length > 0 && (
                        <span className="block text-xs font-medium text-destructive">
                          {row.errors.join(" ")}
                        </span>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      )}
    </div>
  );
}
