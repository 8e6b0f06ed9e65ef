import type { RefObject } from "react";
import { Dialog, DialogContent, DialogTitle } from "#app/components/ui/dialog";
import type { FeedbackImage } from "./feedback-gallery";
import { imageSizes } from "./image-sizes";

/**
 * One feedback image enlarged. Its own module: the gallery loads it (with
 * the dialog's Radix parts) when an image is opened or about to be.
 */
export default function FeedbackDialog({
  image,
  opener,
  onClose,
}: {
  image: FeedbackImage | null;
  /** The dialog has no Radix trigger, so focus is handed back by hand. */
  opener: RefObject<HTMLAnchorElement | null>;
  onClose: () => void;
}) {
  return (
    <Dialog open={image !== null} onOpenChange={(next) => !next && onClose()}>
      <DialogContent
        className="max-w-xl p-3 sm:p-4"
        aria-describedby={undefined}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          opener.current?.focus();
        }}
      >
        <DialogTitle className="sr-only">{image?.alt ?? "Client feedback"}</DialogTitle>
        {image && (
          <img
            src={image.src}
            alt={image.alt}
            {...imageSizes.feedback}
            className="w-full rounded-lg"
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
