import { describe, expect, it } from "vitest";
import { countSeats, seatLine, tallySeats } from "./seat-count";

describe("tallySeats", () => {
  it("counts registered and confirmed as held, offers apart, the waiting list; cancelled and held for review count for nothing", () => {
    expect(
      tallySeats([
        "registered",
        "confirmed",
        "confirmed",
        "offered",
        "offered",
        "waitlisted",
        "cancelled",
        "held",
      ]),
    ).toEqual({ held: 3, offered: 2, waiting: 1 });
  });

  it("is all zero for a course nobody booked", () => {
    expect(tallySeats([])).toEqual({ held: 0, offered: 0, waiting: 0 });
  });
});

describe("countSeats and seatLine", () => {
  it("leaves the seats neither held nor offered free", () => {
    const count = countSeats(10, { held: 3, offered: 2, waiting: 1 });
    expect(count).toEqual({ classSize: 10, held: 3, offered: 2, waiting: 1, free: 5, over: 0 });
    expect(seatLine(count)).toBe("3 of 10 held · 2 offered · 5 free · 1 waiting");
  });

  it("shows open offers on a course whose seats are all spoken for (they once hid behind '3/3 seats sold')", () => {
    const count = countSeats(3, { held: 1, offered: 2, waiting: 0 });
    expect(seatLine(count)).toBe("1 of 3 held · 2 offered · 0 free · 0 waiting");
  });

  it("never counts fewer than no free seats, and says how far a smaller class size is overrun", () => {
    const count = countSeats(4, { held: 5, offered: 1, waiting: 2 });
    expect(count.free).toBe(0);
    expect(count.over).toBe(2);
    expect(seatLine(count)).toBe(
      "5 of 4 held · 1 offered · 0 free · 2 waiting · 2 over the class size",
    );
  });
});
