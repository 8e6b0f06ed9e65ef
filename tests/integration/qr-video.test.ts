import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import jsQR from "jsqr";
import { describe, expect, it } from "vitest";
import { qrLumaPlane, writeQrVideo } from "#tests/e2e/support/qr-video";

// The camera test's fake video (tests/e2e/check-in-camera.spec.ts): its picture is a QR code
// jsQR reads back, and the file is the Y4M Chromium expects.
describe("the fake camera's QR video", () => {
  const text = "http://127.0.0.1:3460/tickets/abcdefghijklmnopqrstuvwxyzABCDEF";

  it("draws a code that jsQR reads back", () => {
    const luma = qrLumaPlane(text);
    const rgba = new Uint8ClampedArray(640 * 480 * 4);
    luma.forEach((y, i) => rgba.set([y, y, y, 255], i * 4));
    expect(jsQR(rgba, 640, 480)?.data).toBe(text);
  });

  it("writes a YUV4MPEG2 header and whole 4:2:0 frames", () => {
    const file = path.join(os.tmpdir(), `qr-video-${process.pid}.y4m`);
    writeQrVideo(file, text);
    const bytes = fs.readFileSync(file);
    fs.rmSync(file);
    const header = "YUV4MPEG2 W640 H480 F10:1 Ip A1:1 C420jpeg\n";
    expect(bytes.subarray(0, header.length).toString()).toBe(header);
    const frame = "FRAME\n".length + 640 * 480 * 1.5;
    const frames = (bytes.length - header.length) / frame;
    expect(Number.isInteger(frames) && frames > 0).toBe(true);
    expect(bytes.subarray(header.length, header.length + 6).toString()).toBe("FRAME\n");
  });
});
