import http from "node:http";
import express from "express";
import { serveForTests } from "#tests/support/local-server";
import { describe, expect, it } from "vitest";
import type { MasterclassEventFacts } from "#common/masterclass-event";
import { masterclassIcs } from "./masterclass-ics";

const summit: MasterclassEventFacts = {
  slug: "malaysia-ai-business-summit",
  title: "Malaysia AI Business Summit",
  subtitle: "Two days, one agenda",
  format: "physical",
  venue: null,
  date: new Date("2026-03-10T01:00:00Z"),
  endDate: new Date("2026-03-11T09:00:00Z"),
  updatedAt: new Date("2026-01-01T00:00:00Z"),
  calendarSequence: 0,
  content: {},
};

const looked: string[] = [];

function testApp() {
  const app = express();
  app.use(
    masterclassIcs({
      find: async (slug) => {
        looked.push(slug);
        return slug === summit.slug ? summit : null;
      },
      origin: () => "https://aihq.example",
    }),
  );
  // Stands in for React Router, which answers the page's 404.
  app.use((_req, res) => {
    res.status(404).send("fell through");
  });
  return app;
}

const served = serveForTests(testApp());

function get(path: string) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>(
    (resolve, reject) => {
      http
        .get({ host: "127.0.0.1", port: served.port(), path, agent: false }, (res) => {
          let body = "";
          res.on("data", (chunk: Buffer) => (body += chunk.toString()));
          res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
        })
        .on("error", reject);
    },
  );
}

describe("GET /shop/masterclasses/{slug}.ics", () => {
  it("answers the calendar file as an attachment", async () => {
    const res = await get("/shop/masterclasses/malaysia-ai-business-summit.ics");
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toBe("text/calendar; charset=utf-8");
    expect(res.headers["content-disposition"]).toBe(
      'attachment; filename="malaysia-ai-business-summit.ics"',
    );
    expect(res.body.startsWith("BEGIN:VCALENDAR\r\n")).toBe(true);
    expect(res.body.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    expect(res.body).toContain("UID:malaysia-ai-business-summit-day-1@aihq.example");
    expect(res.body).toContain("LOCATION:Kuala Lumpur\\, Malaysia");
  });

  it("passes an unknown or malformed slug and the page itself on", async () => {
    looked.length = 0;
    expect((await get("/shop/masterclasses/no-such-class.ics")).body).toBe("fell through");
    expect((await get("/shop/masterclasses/Bad%20Slug.ics")).body).toBe("fell through");
    expect((await get("/shop/masterclasses/.ics")).body).toBe("fell through");
    expect((await get("/shop/masterclasses/malaysia-ai-business-summit")).body).toBe(
      "fell through",
    );
    // Only the well-formed slug reached the database.
    expect(looked).toEqual(["no-such-class"]);
  });
});
