import { Expand } from "lucide-react";
import { useRef, useState } from "react";
import { Dialog, DialogContent, DialogTitle } from "../../components/ui/dialog";
import type { feedbackImages } from "../../content/home";

type FeedbackImage = (typeof feedbackImages)[number];

/** Client feedback images; each opens enlarged in a dialog. */
export function FeedbackGallery({ images }: { images: readonly FeedbackImage[] }) {
  const [open, setOpen] = useState<FeedbackImage | null>(null);
  // The dialog has no Radix trigger, so focus is handed back by hand.
  const opener = useRef<HTMLButtonElement | null>(null);
  return (
    <>
      <ul className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {images.map((image) => (
          <li key={image.src}>
            <button
              type="button"
              onClick={(event) => {
                opener.current = event.currentTarget;
                setOpen(image);
              }}
              className="group relative block w-full overflow-hidden rounded-xl border bg-card shadow-sm"
              aria-label={`Enlarge: ${image.alt}`}
            >
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
            </button>
          </li>
        ))}
      </ul>
      <Dialog open={open !== null} onOpenChange={(next) => !next && setOpen(null)}>
        <DialogContent
          className="max-w-xl p-3 sm:p-4"
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            opener.current?.focus();
          }}
        >
          <DialogTitle className="sr-only">{open?.alt ?? "Client feedback"}</DialogTitle>
          {open && (
            <img
              src={open.src}
              alt={open.alt}
              width={800}
              height={1000}
              className="w-full rounded-lg"
            />
          )}
        </DialogContent>
      </Dialog>
    </>
  );
}
