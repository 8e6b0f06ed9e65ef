/** A toast's (or an alert's) text as the original site words it: a title and a sentence below. */
export interface Notice {
  readonly title: string;
  readonly description: string;
}

/**
 * One notice of a form's messages; the texts are the original site's, word for word (kept so
 * visitors see the same wording).
 */
export function notice(title: string, description: string): Notice {
  return { title, description };
}
