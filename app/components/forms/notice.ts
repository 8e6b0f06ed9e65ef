/** A toast's (or an alert's) text as the spec words it: a title and the sentence under it. */
export interface Notice {
  readonly title: string;
  readonly description: string;
}

/** One notice of a form's messages; the texts are the spec's, verbatim. */
export function notice(title: string, description: string): Notice {
  return { title, description };
}
