import { useState } from "react";
import { useSearchParams } from "react-router";
import type { galleryImages } from "#app/content/home";
import { cn } from "#app/lib/cn";
import { MarketingImage } from "./marketing-image";

type GalleryImage = (typeof galleryImages)[number];

/** The search parameter of the photo shown (1-based), and where its page scrolls to. */
const PARAM = "photo";
const ANCHOR = "event-gallery";

/**
 * A main image and its thumbnails; choosing a thumbnail swaps the main image.
 * The thumbnails are submit buttons of a GET form (`?photo=4`): before
 * hydration, and without JavaScript, they load the page with that photo
 * shown; once hydrated they swap it in place.
 */
export function EventGallery({ images }: { images: readonly GalleryImage[] }) {
  const [searchParams] = useSearchParams();
  const asked = Number(searchParams.get(PARAM)) - 1;
  const [selected, setSelected] = useState(asked >= 0 && asked < images.length ? asked : 0);
  const main = images[selected] ?? images[0];
  if (!main) return null;
  return (
    <div id={ANCHOR} className="scroll-mt-20">
      <MarketingImage
        kind="galleryPhoto"
        src={main.src}
        alt={main.alt}
        data-testid="gallery-main"
        className="aspect-[3/2] w-full rounded-2xl bg-muted object-cover shadow-sm"
      />
      <form method="get" action={`#${ANCHOR}`}>
        <ul className="mt-4 grid grid-cols-4 gap-2 sm:grid-cols-7 sm:gap-3">
          {images.map((image, index) => (
            <li key={image.src}>
              <button
                type="submit"
                name={PARAM}
                value={index + 1}
                onClick={(event) => {
                  event.preventDefault();
                  setSelected(index);
                }}
                aria-label={`Show photo ${index + 1}: ${image.alt}`}
                aria-pressed={index === selected}
                className={cn(
                  "block w-full overflow-hidden rounded-lg ring-2 ring-offset-2 transition",
                  index === selected
                    ? "ring-primary"
                    : "opacity-75 ring-transparent hover:opacity-100",
                )}
              >
                <MarketingImage
                  kind="galleryThumb"
                  src={image.src}
                  className="aspect-[3/2] w-full object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      </form>
    </div>
  );
}
