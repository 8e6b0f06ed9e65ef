import { describe, expect, it } from "vitest";
import {
  dueOn,
  hrdcStanding,
  inHrdcView,
  isHrdcStage,
  nextStage,
  parseHrdcView,
  type HrdcTimeline,
} from "./hrdc-stages";

const base: HrdcTimeline = {
  // A Friday: the quotation is due the next working day, Monday.
  bookedOn: "2026-11-27",
  courseStart: "2027-01-07",
  courseEnd: "2027-01-08",
  reached: [],
};

describe("nextStage", () => {
  it("walks the stages in order and ends after payment", () => {
    expect(nextStage(null)).toBe("quotation_sent");
    expect(nextStage("quotation_sent")).toBe("application_submitted");
    expect(nextStage("claim_filed")).toBe("paid");
    expect(nextStage("paid")).toBeNull();
  });
});

describe("isHrdcStage", () => {
  it("accepts only the known stages", () => {
    expect(isHrdcStage("approved")).toBe(true);
    expect(isHrdcStage("Approved")).toBe(false);
    expect(isHrdcStage(3)).toBe(false);
  });
});

describe("dueOn", () => {
  it("skips the weekend for the quotation", () => {
    expect(dueOn("quotation_sent", base)).toBe("2026-11-30");
    expect(dueOn("quotation_sent", { ...base, bookedOn: "2026-11-25" })).toBe("2026-11-26");
  });
  it("asks for the application a week before the course and approval by its first day", () => {
    expect(dueOn("application_submitted", base)).toBe("2026-12-31");
    expect(dueOn("approved", base)).toBe("2027-01-07");
  });
  it("counts delivery and the claim from the last day", () => {
    expect(dueOn("delivered", base)).toBe("2027-01-08");
    expect(dueOn("claim_filed", base)).toBe("2027-02-07");
    expect(dueOn("delivered", { ...base, courseEnd: null })).toBe("2027-01-07");
  });
  it("expects payment 30 days after the claim was filed, and has no date before", () => {
    expect(dueOn("paid", base)).toBeNull();
    const filed = {
      ...base,
      reached: [{ stage: "claim_filed" as const, reachedOn: "2027-01-20" }],
    };
    expect(dueOn("paid", filed)).toBe("2027-02-19");
  });
  it("has no course dates once the course is gone", () => {
    const gone = { ...base, courseStart: null, courseEnd: null };
    expect(dueOn("application_submitted", gone)).toBeNull();
    expect(dueOn("claim_filed", gone)).toBeNull();
  });
});

describe("hrdcStanding", () => {
  it("is late for the quotation only after its working day", () => {
    expect(hrdcStanding(base, "2026-11-30")).toEqual({
      current: null,
      next: "quotation_sent",
      dueOn: "2026-11-30",
      overdue: false,
    });
    expect(hrdcStanding(base, "2026-12-01").overdue).toBe(true);
  });
  it("takes the latest stage reached, whatever order the rows come in", () => {
    const standing = hrdcStanding(
      {
        ...base,
        reached: [
          { stage: "application_submitted", reachedOn: "2026-12-02" },
          { stage: "quotation_sent", reachedOn: "2026-11-28" },
        ],
      },
      "2027-01-08",
    );
    expect(standing.current).toBe("application_submitted");
    expect(standing.next).toBe("approved");
    expect(standing.overdue).toBe(true);
  });
  it("has nothing due once paid", () => {
    const paid = {
      ...base,
      reached: [{ stage: "paid" as const, reachedOn: "2027-03-01" }],
    };
    expect(hrdcStanding(paid, "2028-01-01")).toEqual({
      current: "paid",
      next: null,
      dueOn: null,
      overdue: false,
    });
  });
});

describe("the pipeline's views", () => {
  const waitingForApproval = hrdcStanding(
    {
      ...base,
      reached: [
        { stage: "quotation_sent", reachedOn: "2026-11-28" },
        { stage: "application_submitted", reachedOn: "2026-12-01" },
      ],
    },
    "2026-12-02",
  );
  const paid = hrdcStanding(
    { ...base, reached: [{ stage: "paid", reachedOn: "2027-03-01" }] },
    "2027-03-02",
  );

  it("reads the view from the query, open by default", () => {
    expect(parseHrdcView(null)).toBe("open");
    expect(parseHrdcView("approved")).toBe("approved");
    expect(parseHrdcView("overdue")).toBe("overdue");
    expect(parseHrdcView("closed")).toBe("closed");
    expect(parseHrdcView("paid")).toBe("paid");
    expect(parseHrdcView("<script>")).toBe("open");
  });
  it("files a group under the stage it waits for, and paid ones apart", () => {
    expect(inHrdcView(waitingForApproval, "approved")).toBe(true);
    expect(inHrdcView(waitingForApproval, "delivered")).toBe(false);
    expect(inHrdcView(waitingForApproval, "open")).toBe(true);
    expect(inHrdcView(waitingForApproval, "overdue")).toBe(false);
    expect(inHrdcView(paid, "open")).toBe(false);
    expect(inHrdcView(paid, "paid")).toBe(false);
    expect(inHrdcView(paid, "closed")).toBe(true);
  });
});
