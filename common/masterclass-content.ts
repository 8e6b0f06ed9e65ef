/**
 * The `content` JSON of a masterclass, as the original site stored it. Every part is
 * optional: pages fall back to the original site's defaults for what is missing.
 */
export interface AgendaItem {
  /** Day number within a multi-day event; a numeric string is accepted too. */
  day?: number | string;
  time?: string;
  title: string;
  description?: string;
}

export interface Trainer {
  name: string;
  credentials?: string;
  photo?: string;
  linkedin?: string;
}

export interface MasterclassTestimonial {
  quote: string;
  author: string;
  role?: string;
}

/**
 * What to bring or prepare. The date, time and place are the course's own fields, never
 * text here (docs/decisions/0035-course-changes-reach-people.md).
 */
export interface Logistics {
  requirements?: string;
}

export interface Faq {
  question: string;
  answer: string;
}

export interface MasterclassContent {
  problem?: string;
  about?: string;
  benefits?: string[];
  outcomes?: string[];
  target_audience?: string[];
  agenda?: AgendaItem[];
  trainer?: Trainer;
  /** Several speakers at a conference; takes the place of `trainer` there. */
  speakers?: Trainer[];
  testimonials?: MasterclassTestimonial[];
  included?: string[];
  logistics?: Logistics;
  faqs?: Faq[];
}
