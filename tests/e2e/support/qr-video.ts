import fs from "node:fs";
import QRCode from "qrcode";

/**
 * A camera for Chromium's `--use-file-for-fake-video-capture`: a Y4M file (uncompressed
 * YUV 4:2:0, which Chromium reads without a codec) whose every frame shows one QR code, black
 * modules on white with the four-module quiet zone the standard asks, scaled up and centred,
 * as a phone held over a printed ticket sees it. Chromium loops the file, so a few frames do.
 */
const WIDTH = 640;
const HEIGHT = 480;
const FRAMES = 5;
const QUIET_ZONE = 4;
const WHITE = 255;
const BLACK = 0;

/** The luma plane: the code's modules (from qrcode's own matrix) scaled to whole pixels. */
export function qrLumaPlane(text: string, width = WIDTH, height = HEIGHT): Buffer {
  const { size, data } = QRCode.create(text, { errorCorrectionLevel: "M" }).modules;
  const span = size + 2 * QUIET_ZONE;
  const scale = Math.floor((Math.min(width, height) * 0.9) / span);
  if (scale < 2) throw new RangeError(`A ${size}-module code does not fit ${width}×${height}`);
  const left = Math.floor((width - size * scale) / 2);
  const top = Math.floor((height - size * scale) / 2);
  const plane = Buffer.alloc(width * height, WHITE);
  for (let row = 0; row < size; row++) {
    for (let col = 0; col < size; col++) {
      if (!data[row * size + col]) continue;
      for (let y = 0; y < scale; y++) {
        const start = (top + row * scale + y) * width + left + col * scale;
        plane.fill(BLACK, start, start + scale);
      }
    }
  }
  return plane;
}

/** Writes the video of `text`'s QR code to `file` (grey frames: chroma planes at 128). */
export function writeQrVideo(file: string, text: string): void {
  const luma = qrLumaPlane(text);
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from("FRAME\n"), luma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`);
  fs.writeFileSync(file, Buffer.concat([header, ...Array<Buffer>(FRAMES).fill(frame)]));
}
