import { Expand } from "lucide-react";
import { Suspense, useRef, useState } from "react";
import type { feedbackImages } from "#app/content/home";
import { lazyComponent } from "#app/lib/lazy";
import { useHydrated } from "#app/lib/use-hydrated";

export type FeedbackImage = (typeof feedbackImages)[number];

// Loaded when an image is opened or about to be (a pointer over or focus on it).
const feedbackDialog = lazyComponent(() => import("./feedback-dialog").then((m) => m.default));

const TILE = "group relative block w-full overflow-hidden rounded-xl border bg-card shadow-sm";

/**
 * Client feedback images; each opens enlarged in a dialog. Until the page has
 * hydrated (and without JavaScript) each is a link to the image itself.
 */
export function FeedbackGallery({ images }: { images: readonly FeedbackImage[] }) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState<FeedbackImage | null>(null);
  // Once opened the dialog stays mounted, so that closing can animate.
  const [dialogWanted, setDialogWanted] = useState(false);
  if (open && !dialogWanted) setDialogWanted(true);
  // The dialog has no Radix trigger, so focus is handed back by hand.
  const opener = useRef<HTMLButtonElement | null>(null);
  return (
    <>
      <ul className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {images.map((image) => (
          <li key={image.src}>
            {hydrated ? (
              <button
                type="button"
                onPointerEnter={feedbackDialog.preload}
                onFocus={feedbackDialog.preload}
                onClick={(event) => {
                  opener.current = event.currentTarget;
                  setOpen(image);
                }}
                className={TILE}
                aria-label={`Enlarge: ${image.alt}`}
              >
                <FeedbackTile image={image} />
              </button>
            ) : (
              <a href={image.src} className={TILE} aria-label={`Enlarge: ${image.alt}`}>
                <FeedbackTile image={image} />
              </a>
            )}
          </li>
        ))}
      </ul>
      {dialogWanted && (
        <Suspense fallback={null}>
          <feedbackDialog.Component image={open} opener={opener} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </>
  );
}

function FeedbackTile({ image }: { image: FeedbackImage }) {
  return (
    <>
      <img
        src={image.src}
        alt=""
        width={800}
        height={1000}
        loading="lazy"
        className="aspect-[4/5] w-full object-cover"
      />
      <span className="absolute right-2 bottom-2 inline-flex size-8 items-center justify-center rounded-full bg-white/90 text-foreground opacity-80 shadow group-hover:opacity-100">
        <Expand aria-hidden="true" className="size-4" />
      </span>
    </>
  );
}
