/**
 * How a dialog looks, apart from Radix: the dialog (dialog.tsx) and what the server renders in
 * its place for a page that has not hydrated (the quiz's overlay) wear the same classes.
 */
export const dialogClasses = {
  overlay: "fixed inset-0 z-50 bg-navy/60 backdrop-blur-sm",
  content:
    "fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl border bg-background p-6 shadow-2xl sm:p-8",
  close:
    "absolute top-4 right-4 inline-flex size-9 items-center justify-center rounded-full text-muted-foreground transition-colors hover:bg-muted hover:text-foreground disabled:pointer-events-none disabled:opacity-40",
  header: "space-y-2 pr-8",
  title: "text-xl font-bold tracking-tight",
  description: "text-sm text-muted-foreground",
} as const;
