import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { lowPriorityModulePreloads, markPreloads } from "./module-preload-priority.server";

const head =
  '<!DOCTYPE html><html><head><link rel="stylesheet" href="/a.css"/>' +
  '<link rel="modulepreload" href="/assets/entry.client.js" nonce=""/>' +
  '<link rel="modulepreload" href="/assets/é-route.js"/></head>';
const body =
  '<body><p>Tag in text: &lt;link rel="modulepreload" &gt;</p><link rel="modulepreload" href="/x.js"/></body></html>';

async function throughTransform(chunks: Buffer[]): Promise<string> {
  return text(Readable.from(chunks).pipe(lowPriorityModulePreloads()));
}

describe("lowPriorityModulePreloads", () => {
  it("marks every module preload of the head, however the HTML is cut into chunks", async () => {
    const bytes = Buffer.from(head + body);
    const expected =
      head.replaceAll('rel="modulepreload" ', 'rel="modulepreload" fetchpriority="low" ') + body;
    for (let size = 1; size <= bytes.length; size += 7) {
      const chunks: Buffer[] = [];
      for (let at = 0; at < bytes.length; at += size) chunks.push(bytes.subarray(at, at + size));
      expect(await throughTransform(chunks)).toBe(expected);
    }
  });

  it("leaves everything after the head alone", async () => {
    const out = await throughTransform([Buffer.from(head), Buffer.from(body)]);
    expect(out.endsWith(body)).toBe(true);
  });

  it("marks a tag once", () => {
    const once = markPreloads(head);
    expect(markPreloads(once)).toBe(once);
    expect(once.match(/fetchpriority="low"/g)).toHaveLength(2);
  });
});
