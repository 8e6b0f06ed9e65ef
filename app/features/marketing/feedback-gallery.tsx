import { Expand } from "lucide-react";
import { Suspense, useRef, useState } from "react";
import type { feedbackImages } from "#app/content/home";
import { lazyComponent } from "#app/lib/lazy";
import { MarketingImage } from "./marketing-image";

export type FeedbackImage = (typeof feedbackImages)[number];

// Loaded when an image is opened or about to be (a pointer over or focus on it).
const feedbackDialog = lazyComponent(() => import("./feedback-dialog").then((m) => m.default));

/**
 * Client feedback images; each is a link to the image, which once the page
 * has hydrated opens it enlarged in a dialog instead (before, and without
 * JavaScript, the link shows the image itself).
 */
export function FeedbackGallery({ images }: { images: readonly FeedbackImage[] }) {
  const [open, setOpen] = useState<FeedbackImage | null>(null);
  // Once opened the dialog stays mounted, so that closing can animate.
  const [dialogWanted, setDialogWanted] = useState(false);
  if (open && !dialogWanted) setDialogWanted(true);
  // The dialog has no Radix trigger, so focus is handed back by hand.
  const opener = useRef<HTMLAnchorElement | null>(null);
  return (
    <>
      <ul className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {images.map((image) => (
          <li key={image.src}>
            <a
              href={image.src}
              onPointerEnter={feedbackDialog.preload}
              onFocus={feedbackDialog.preload}
              onClick={(event) => {
                if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
                event.preventDefault();
                opener.current = event.currentTarget;
                setOpen(image);
              }}
              className="group relative block w-full overflow-hidden rounded-xl border bg-card shadow-sm"
              aria-label={`Enlarge: ${image.alt}`}
            >
              <MarketingImage
                kind="feedback"
                src={image.src}
                className="aspect-[4/5] w-full object-cover"
              />
              <span className="absolute right-2 bottom-2 inline-flex size-8 items-center justify-center rounded-full bg-white/90 text-foreground opacity-80 shadow group-hover:opacity-100">
                <Expand aria-hidden="true" className="size-4" />
              </span>
            </a>
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
