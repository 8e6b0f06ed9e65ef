import home from "./home.json";

/**
 * Copy of the home page (spec §2, Home). The words, figures and image paths
 * live in `home.json`, in the spec's order (the six counters, the seven
 * gallery images…); this module gives them their types.
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

export const testimonials: Testimonial[] = home.testimonials;
export const corporateVideo: Video = home.corporateVideo;
export const videos: Video[] = home.videos;

export const {
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
} = home;
