/**
 * The intrinsic size of each kind of image on the marketing pages, as their files are
 * exported: set on every <img> so that nothing shifts while they load, and kept in one
 * place because one kind shows in several places (a feedback image in the gallery and
 * enlarged in its dialog).
 */
export const imageSizes = {
  heroArt: { width: 1200, height: 900 },
  galleryPhoto: { width: 1200, height: 800 },
  galleryThumb: { width: 240, height: 160 },
  feedback: { width: 800, height: 1000 },
  logo: { width: 240, height: 96 },
  avatar: { width: 56, height: 56 },
  portrait: { width: 96, height: 96 },
  videoPoster: { width: 1280, height: 720 },
} as const;
