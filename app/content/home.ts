import {
  corporateVideo as corporateVideoCopy,
  testimonials as testimonialsCopy,
  videos as videosCopy,
} from "./home.json";

/**
 * Copy of the home page. The words, figures and image paths
 * live in `home.json`, in the original page's order (the six counters, the seven
 * gallery images…); this module gives them their types. Named imports, so
 * each page chunk carries only the copy it shows.
 */
export interface Testimonial {
  quote: string;
  author: string;
  role: string;
  company: string;
  profileImage: string;
  linkedinUrl?: string;
}

export interface Video {
  title: string;
  poster: string;
  /**
   * YouTube video id. With one, the poster is a click-to-play facade that
   * loads the privacy-enhanced player only on request
   * (docs/decisions/0007-third-party-widgets-on-request.md); without one, the
   * poster links to our YouTube channel instead of a dead player.
   */
  youtubeId?: string;
}

export const testimonials: Testimonial[] = testimonialsCopy;
export const corporateVideo: Video = corporateVideoCopy;
export const videos: Video[] = videosCopy;

export {
  aboutBlockStats,
  clientLogos,
  mediaLogos,
  galleryImages,
  counters,
  feedbackImages,
  solutions,
  approach,
  industries,
  reasons,
  processSteps,
} from "./home.json";
