import crypto from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { CatalogueEvent } from "./events";

export interface LiveHubOptions {
  /** Recent events kept for `Last-Event-ID` resume. */
  ringSize?: number;
  /** A comment line this often keeps proxies and browsers from timing the stream out. */
  heartbeatMs?: number;
  /** The reconnection delay advised to EventSource. */
  retryMs?: number;
  /** Open streams per client address; one more gets 429. */
  maxPerAddress?: number;
  /** Open streams in all; one more gets 503. */
  maxClients?: number;
  /**
   * Bytes a client may have waiting (our buffer plus its socket's): past it
   * the client reads too slowly and is dropped, so it cannot hold memory.
   */
  maxBacklogBytes?: number;
}

interface Client {
  res: ServerResponse;
  address: string;
}

interface RingEntry {
  seq: number;
  frame: string;
}

const LAST_EVENT_ID = /^([0-9a-f]{8})-([0-9]{1,15})$/;

/**
 * Fans catalogue events out to Server-Sent Events streams. It knows nothing
 * of the database: whoever listens calls publish() (or stale() when events
 * may have been lost), and the HTTP route calls attach().
 */
export class LiveHub {
  /**
   * Event ids are `<epoch>-<seq>`: the epoch changes with every process, so
   * an id from another instance or from before a restart is never mistaken
   * for one of ours.
   */
  readonly epoch = crypto.randomBytes(4).toString("hex");
  private seq = 0;
  private readonly ring: RingEntry[] = [];
  private readonly clients = new Set<Client>();
  private readonly perAddress = new Map<string, number>();
  private readonly heartbeat: NodeJS.Timeout;
  private closed = false;
  private readonly options: Required<LiveHubOptions>;

  constructor(options: LiveHubOptions = {}) {
    this.options = {
      ringSize: 256,
      heartbeatMs: 15_000,
      retryMs: 3_000,
      maxPerAddress: 6,
      maxClients: 5_000,
      // A bulk edit of a few hundred rows in one go must still fit.
      maxBacklogBytes: 256 * 1024,
      ...options,
    };
    this.heartbeat = setInterval(() => this.broadcast(": heartbeat\n\n"), this.options.heartbeatMs);
    this.heartbeat.unref();
  }

  get clientCount(): number {
    return this.clients.size;
  }

  publish(event: CatalogueEvent): void {
    if (this.closed) return;
    const seq = ++this.seq;
    const frame = `id: ${this.epoch}-${seq}\nevent: change\ndata: ${JSON.stringify(event)}\n\n`;
    this.ring.push({ seq, frame });
    if (this.ring.length > this.options.ringSize) this.ring.shift();
    this.broadcast(frame);
  }

  /** Events may have been lost (the LISTEN connection dropped): every page reloads its data. */
  stale(): void {
    if (!this.closed) this.broadcast(STALE_FRAME);
  }

  /**
   * Serves one stream. `lastEventId` is the header (or query) a reconnecting
   * client sends: events after it are replayed from the ring, or a `stale`
   * event tells it to reload when they are no longer there. Anything that is
   * not one of our ids is ignored: the client gets a fresh stream.
   */
  attach(req: IncomingMessage, res: ServerResponse, address: string, lastEventId?: string): void {
    if (this.closed || this.clients.size >= this.options.maxClients) {
      reject(res, 503, "Live updates are unavailable");
      return;
    }
    const open = this.perAddress.get(address) ?? 0;
    if (open >= this.options.maxPerAddress) {
      reject(res, 429, "Too many live connections from this address");
      return;
    }
    res.writeHead(200, {
      "Content-Type": "text/event-stream; charset=utf-8",
      "Cache-Control": "no-store",
      // nginx buffers proxied responses unless told not to.
      "X-Accel-Buffering": "no",
    });
    if (req.method === "HEAD") {
      res.end();
      return;
    }
    const client: Client = { res, address };
    this.clients.add(client);
    this.perAddress.set(address, open + 1);
    res.once("close", () => this.detach(client));
    res.socket?.setNoDelay(true);
    this.write(
      client,
      `retry: ${this.options.retryMs}\n: connected\n\n` + this.replay(lastEventId),
    );
  }

  /** Ends every stream and refuses new ones; the sockets close so a server can stop at once. */
  close(): void {
    if (this.closed) return;
    this.closed = true;
    clearInterval(this.heartbeat);
    for (const client of [...this.clients]) {
      const socket = client.res.socket;
      client.res.end(() => socket?.destroy());
      this.detach(client);
    }
  }

  private replay(lastEventId: string | undefined): string {
    const match = lastEventId ? LAST_EVENT_ID.exec(lastEventId) : null;
    if (!match) return "";
    const seq = Number(match[2]);
    const oldest = this.ring[0]?.seq ?? this.seq + 1;
    if (match[1] !== this.epoch || seq > this.seq || seq < oldest - 1) return STALE_FRAME;
    return this.ring
      .filter((entry) => entry.seq > seq)
      .map((entry) => entry.frame)
      .join("");
  }

  private broadcast(frame: string): void {
    for (const client of [...this.clients]) this.write(client, frame);
  }

  private write(client: Client, frame: string): void {
    const { res } = client;
    if (res.destroyed || res.writableEnded) return;
    res.write(frame);
    // writableLength counts what waits in the response and in its socket:
    // it grows only while the client does not read.
    if (res.writableLength > this.options.maxBacklogBytes) {
      this.detach(client);
      res.destroy();
    }
  }

  private detach(client: Client): void {
    if (!this.clients.delete(client)) return;
    const left = (this.perAddress.get(client.address) ?? 1) - 1;
    if (left > 0) this.perAddress.set(client.address, left);
    else this.perAddress.delete(client.address);
  }
}

const STALE_FRAME = "event: stale\ndata: {}\n\n";

function reject(res: ServerResponse, status: number, message: string): void {
  res.writeHead(status, {
    "Content-Type": "text/plain; charset=utf-8",
    "Cache-Control": "no-store",
    ...(status === 429 ? { "Retry-After": "30" } : {}),
  });
  res.end(message);
}
