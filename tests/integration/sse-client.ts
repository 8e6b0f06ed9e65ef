/** A Server-Sent Events reader for tests: every frame as parsed, comments kept. */
export interface SseEvent {
  id?: string;
  event: string;
  data: string;
}

export interface SseStream {
  status: number;
  headers: Headers;
  events: SseEvent[];
  comments: string[];
  retry: number | undefined;
  /** True once the server has ended the stream. */
  ended(): boolean;
  /** Resolves with the first event (already received or to come) that matches; rejects after `ms`. */
  waitFor(match: (event: SseEvent) => boolean, ms?: number): Promise<SseEvent>;
  close(): void;
}

export async function openSse(
  url: string,
  headers: Record<string, string> = {},
): Promise<SseStream> {
  const abort = new AbortController();
  const response = await fetch(url, { headers, signal: abort.signal });
  const stream: SseStream = {
    status: response.status,
    headers: response.headers,
    events: [],
    comments: [],
    retry: undefined,
    ended: () => ended,
    async waitFor(match, ms = 5000) {
      const end = Date.now() + ms;
      for (;;) {
        const found = stream.events.find(match);
        if (found) return found;
        if (Date.now() > end) {
          throw new Error(`No matching event in ${ms} ms; got ${JSON.stringify(stream.events)}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    },
    close: () => abort.abort(),
  };
  let ended = false;
  if (!response.body || response.status !== 200) {
    await response.body?.cancel().catch(() => {});
    ended = true;
    return stream;
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = "";
  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += value;
        let cut: number;
        while ((cut = buffer.indexOf("\n\n")) >= 0) {
          parseFrame(stream, buffer.slice(0, cut));
          buffer = buffer.slice(cut + 2);
        }
      }
    } catch {
      // aborted by close(), or the server dropped the connection
    } finally {
      ended = true;
    }
  })();
  return stream;
}

function parseFrame(stream: SseStream, frame: string) {
  const event: SseEvent = { event: "message", data: "" };
  let hasData = false;
  for (const line of frame.split("\n")) {
    if (line.startsWith(":")) stream.comments.push(line.slice(1).trim());
    else if (line.startsWith("retry: ")) stream.retry = Number(line.slice(7));
    else if (line.startsWith("id: ")) event.id = line.slice(4);
    else if (line.startsWith("event: ")) event.event = line.slice(7);
    else if (line.startsWith("data: ")) {
      event.data += (hasData ? "\n" : "") + line.slice(6);
      hasData = true;
    }
  }
  if (hasData) stream.events.push(event);
}
