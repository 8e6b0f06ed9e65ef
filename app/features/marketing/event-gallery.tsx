import { useState } from "react";
import type { galleryImages } from "#app/content/home";
import { cn } from "#app/lib/cn";

type GalleryImage = (typeof galleryImages)[number];

/** A main image and its thumbnails; choosing a thumbnail swaps the main image. */
export function EventGallery({ images }: { images: readonly GalleryImage[] }) {
  const [selected, setSelected] = useState(0);
  const main = images[selected] ?? images[0];
  if (!main) return null;
  return (
    <div>
      <img
        src={main.src}
        alt={main.alt}
        width={1200}
        height={800}
        loading="lazy"
        data-testid="gallery-main"
        className="aspect-[3/2] w-full rounded-2xl bg-muted object-cover shadow-sm"
      />
      <ul className="mt-4 grid grid-cols-4 gap-2 sm:grid-cols-7 sm:gap-3">
        {images.map((image, index) => (
          <li key={image.src}>
            <button
              type="button"
              onClick={() => setSelected(index)}
              aria-label={`Show photo ${index + 1}: ${image.alt}`}
              aria-pressed={index === selected}
              className={cn(
                "block w-full overflow-hidden rounded-lg ring-2 ring-offset-2 transition",
                index === selected
                  ? "ring-primary"
                  : "opacity-75 ring-transparent hover:opacity-100",
              )}
            >
              <img
                src={image.src}
                alt=""
                width={240}
                height={160}
                loading="lazy"
                className="aspect-[3/2] w-full object-cover"
              />
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
