import { Camera, CameraOff } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Button } from "#app/components/ui/button";

/** The browser's own QR reader where it has one (Chrome on Android); not in TypeScript's DOM types. */
interface BarcodeDetectorLike {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}
type BarcodeDetectorClass = new (options: { formats: string[] }) => BarcodeDetectorLike;

type Decode = (video: HTMLVideoElement) => Promise<string | null>;

/**
 * A decoder for the camera's frames: BarcodeDetector, else jsQR over a
 * canvas. jsQR is imported here, on demand: it never reaches a page that
 * does not open the camera.
 */
async function makeDecoder(): Promise<Decode> {
  const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  if (Detector) {
    const detector = new Detector({ formats: ["qr_code"] });
    return async (video) => (await detector.detect(video))[0]?.rawValue ?? null;
  }
  const { default: jsQR } = await import("jsqr");
  const canvas = document.createElement("canvas");
  const context = canvas.getContext("2d", { willReadFrequently: true });
  return async (video) => {
    if (!context || video.videoWidth === 0) return null;
    canvas.width = video.videoWidth;
    canvas.height = video.videoHeight;
    context.drawImage(video, 0, 0);
    const image = context.getImageData(0, 0, canvas.width, canvas.height);
    return jsQR(image.data, image.width, image.height)?.data ?? null;
  };
}

/** The camera, reading QR codes until closed; each new code goes to `onScan`. */
export function CameraScanner({ onScan }: { onScan: (text: string) => void }) {
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const video = useRef<HTMLVideoElement>(null);
  const latest = useRef(onScan);
  latest.current = onScan;

  useEffect(() => {
    if (!open) return;
    let stopped = false;
    let stream: MediaStream | null = null;
    let last = { text: "", at: 0 };
    (async () => {
      try {
        stream = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: "environment" },
          audio: false,
        });
        const element = video.current;
        if (!element || stopped) return;
        element.srcObject = stream;
        await element.play();
        const decode = await makeDecoder();
        while (!stopped) {
          const text = await decode(element).catch(() => null);
          // The same code held in front of the camera is one scan, not one per frame.
          if (text && (text !== last.text || Date.now() - last.at > 4000)) {
            last = { text, at: Date.now() };
            latest.current(text);
          }
          await new Promise((resolve) => setTimeout(resolve, 200));
        }
      } catch {
        setError("The camera could not be opened. Allow it, or search by name below.");
        setOpen(false);
      }
    })();
    return () => {
      stopped = true;
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, [open]);

  return (
    <div className="space-y-2">
      {open && (
        <video
          ref={video}
          muted
          playsInline
          className="aspect-square w-full rounded-xl bg-black object-cover"
        />
      )}
      <Button
        type="button"
        size="lg"
        className="w-full"
        variant={open ? "outline" : "default"}
        onClick={() => {
          setError(null);
          setOpen((value) => !value);
        }}
      >
        {open ? <CameraOff aria-hidden="true" /> : <Camera aria-hidden="true" />}
        {open ? "Close camera" : "Scan tickets with the camera"}
      </Button>
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
