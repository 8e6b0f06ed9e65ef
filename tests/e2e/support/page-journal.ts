import type { Page } from "@playwright/test";

/**
 * What a page did, for the message of an assertion that failed only now and then in CI, where
 * no trace is kept: its console lines, its navigations and the requests it made with
 * their answers. React Router says on the console why it reloads a page ("Error loading route
 * module", "manifest version mismatch").
 */
export function pageJournal(page: Page) {
  const started = Date.now();
  const lines: string[] = [];
  const note = (line: string) => lines.push(`+${Date.now() - started} ms ${line}`);
  page.on("console", (message) => note(`console.${message.type()}: ${message.text()}`));
  page.on("pageerror", (error) => note(`page error: ${error.message}`));
  page.on("framenavigated", (frame) => {
    // Also on history.pushState/replaceState; a reload shows as a second document request.
    if (frame === page.mainFrame()) note(`navigated: ${frame.url()}`);
  });
  page.on("requestfinished", (request) => {
    void request.response().then((response) => {
      if (request.resourceType() === "image" || request.resourceType() === "font") return;
      const kind = request.resourceType() === "document" ? " (document)" : "";
      note(`${request.method()} ${request.url()}${kind} → ${response?.status() ?? "no answer"}`);
    });
  });
  page.on("requestfailed", (request) =>
    note(`${request.method()} ${request.url()} failed: ${request.failure()?.errorText ?? "?"}`),
  );
  return {
    /** The journal so far: its last `max` lines. */
    text(max = 80) {
      return lines.slice(-max).join("\n");
    },
    /** Awaits an assertion; when it fails, its error carries the journal as it stands then. */
    async explain(assertion: Promise<void>, what: string) {
      try {
        await assertion;
      } catch (error) {
        if (error instanceof Error)
          error.message += `\n\n${what}. What the page did:\n${this.text()}`;
        throw error;
      }
    },
  };
}
