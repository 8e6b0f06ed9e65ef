import http from "node:http";
import express from "express";
import { serveForTests } from "#tests/support/local-server";
import { describe, expect, it, vi } from "vitest";
import { logger } from "#server/logger";
import { clientErrorStatus, finalErrorHandler, requestGuard } from "./request-guard";

/** A small app with the guard in front and the error handler behind, as server/app.ts mounts them. */
function testApp() {
  const app = express();
  app.use(requestGuard());
  app.get("/ok/:slug", (req, res) => {
    res.type("text/plain").send(`slug ${req.params.slug}`);
  });
  app.post("/ok/:slug", (_req, res) => {
    res.send("posted");
  });
  app.get("/client-error", (_req, _res, next) =>
    next(Object.assign(new Error("gone"), { statusCode: 410 })),
  );
  app.get("/fault", () => {
    throw new Error("database exploded with secret=hunter2");
  });
  app.use(finalErrorHandler());
  return app;
}

const served = serveForTests(testApp());

function request(method: string, path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>(
    (resolve, reject) => {
      const req = http.request(
        { host: "127.0.0.1", port: served.port(), method, path, headers, agent: false },
        (res) => {
          let body = "";
          res.on("data", (chunk: Buffer) => (body += chunk.toString()));
          res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
        },
      );
      req.on("error", reject);
      req.end();
    },
  );
}

describe("request guard", () => {
  it("lets GET, HEAD and POST through to the handlers", async () => {
    expect(await request("GET", "/ok/a-slug")).toMatchObject({ status: 200, body: "slug a-slug" });
    expect((await request("HEAD", "/ok/a-slug")).status).toBe(200);
    expect(await request("POST", "/ok/a-slug")).toMatchObject({ status: 200, body: "posted" });
    // Well-formed encodings of ordinary text are not the guard's business.
    expect(await request("GET", "/ok/caf%C3%A9%20%E2%80%8B")).toMatchObject({
      status: 200,
      body: "slug café \u200b",
    });
  });

  it("answers other methods 405 with Allow, and OPTIONS 204", async () => {
    for (const method of ["TRACE", "PUT", "DELETE", "PATCH"]) {
      const response = await request(method, "/ok/a");
      expect(response.status).toBe(405);
      expect(response.headers.allow).toBe("GET, HEAD, POST, OPTIONS");
    }
    const options = await request("OPTIONS", "/ok/a");
    expect(options.status).toBe(204);
    expect(options.headers.allow).toBe("GET, HEAD, POST, OPTIONS");
  });

  it("refuses targets that are not a path, and Host values no URL can hold", async () => {
    expect((await request("GET", "http://evil.example/ok/a")).status).toBe(400);
    expect((await request("GET", "*")).status).toBe(400);
    expect((await request("GET", "/ok/a", { host: "a b" })).status).toBe(400);
    expect((await request("GET", "/ok/a", { host: "[::1]:8080" })).status).toBe(200);
  });

  it("400 for undecodable paths, 404 for paths holding what no slug or file can", async () => {
    for (const path of ["/ok/%E0", "/ok/%", "/ok/%ED%A0%80", "/ok/%C0%AF"]) {
      expect((await request("GET", path)).status, path).toBe(400);
    }
    for (const path of ["/ok/%00", "/ok/a%00.data", "/ok/%1B", "/ok/%C2%85", "/ok/%EF%BF%BE"]) {
      const response = await request("GET", path);
      expect(response.status, path).toBe(404);
      expect(response.body).toBe("Not Found");
    }
    // The query string is the loaders' to judge.
    expect((await request("GET", "/ok/a?q=%00%E0")).status).toBe(200);
  });
});

describe("final error handler", () => {
  it("keeps a 4xx an error asks for", async () => {
    expect(await request("GET", "/client-error")).toMatchObject({ status: 410, body: "Gone" });
    expect(clientErrorStatus({ status: 404 })).toBe(404);
    expect(clientErrorStatus({ statusCode: 413 })).toBe(413);
    expect(clientErrorStatus({ status: 503 })).toBeNull();
    expect(clientErrorStatus(new Error("x"))).toBeNull();
    expect(clientErrorStatus(null)).toBeNull();
  });

  it("answers a real fault 500 without details and logs it once, without the query string", async () => {
    const error = vi.spyOn(logger, "error").mockImplementation(() => undefined);
    try {
      const response = await request("GET", "/fault?email=aina%40example.my");
      expect(response).toMatchObject({ status: 500, body: "Internal Server Error" });
      expect(response.body).not.toContain("hunter2");
      expect(error).toHaveBeenCalledTimes(1);
      const [fields] = error.mock.calls[0] as unknown as [Record<string, unknown>];
      expect(fields).toMatchObject({ method: "GET", path: "/fault" });
      expect(JSON.stringify(fields)).not.toContain("aina");
    } finally {
      error.mockRestore();
    }
  });
});
