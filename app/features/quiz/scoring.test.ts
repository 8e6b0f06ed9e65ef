import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { quizQuestions } from "#app/content/quiz-questions";
import {
  InvalidQuizAnswersError,
  isCompleteAnswerSet,
  QUESTION_COUNT,
  readinessBandLabel,
  scoreQuiz,
} from "./scoring";

function answersAt(path: "individual" | "organization", pick: (points: number[]) => number) {
  return Object.fromEntries(
    quizQuestions[path].map((question, index) => {
      const option = question.options[pick(question.options.map((o) => o.points))]!;
      return [String(index + 1), option.id];
    }),
  );
}

describe("quiz content", () => {
  it("has the spec's question and option counts", () => {
    expect(quizQuestions.individual.map((q) => q.options.length)).toEqual([4, 4, 3, 4, 4]);
    expect(quizQuestions.organization.map((q) => q.options.length)).toEqual([4, 4, 4, 4, 4, 4]);
    expect(QUESTION_COUNT).toEqual({ individual: 5, organization: 6 });
  });

  it("gives every question one option worth 0 and one worth 3, with unique ids", () => {
    for (const question of [...quizQuestions.individual, ...quizQuestions.organization]) {
      const points = question.options.map((o) => o.points);
      expect(Math.min(...points)).toBe(0);
      expect(Math.max(...points)).toBe(3);
      expect(new Set(question.options.map((o) => o.id)).size).toBe(question.options.length);
    }
  });

  it("is exactly the wording and scores reviewed for the spec (a change here is a content change)", () => {
    const digest = createHash("sha256").update(JSON.stringify(quizQuestions)).digest("hex");
    expect(digest).toBe("336e77a4fc6c7199fefd54c940926c79003de1c7f2da53ddf3639ce359f03c88");
    expect(quizQuestions.individual[0]?.options[3]).toEqual({
      id: "use-daily",
      label: "I use them daily and get reliable results",
      points: 3,
    });
  });
});

describe("scoreQuiz", () => {
  it("scores the lowest answers 0 (Getting started) and the highest 100 (Ready to lead)", () => {
    const low = scoreQuiz(
      "individual",
      answersAt("individual", (p) => p.indexOf(Math.min(...p))),
    );
    expect(low).toMatchObject({ score: 0, band: "getting_started", bandLabel: "Getting started" });
    const high = scoreQuiz(
      "organization",
      answersAt("organization", (p) => p.indexOf(Math.max(...p))),
    );
    expect(high).toMatchObject({ score: 100, band: "ready_to_lead", bandLabel: "Ready to lead" });
  });

  it("is the percentage of the maximum, rounded", () => {
    // Organization: points 1,1,1,1,1,1 = 6 of 18 → 33 % (Getting started, just below 35).
    const ones = scoreQuiz(
      "organization",
      answersAt("organization", (p) => p.indexOf(1)),
    );
    expect(ones.score).toBe(33);
    expect(ones.band).toBe("getting_started");
    // Organization: 2 on every question = 12 of 18 → 67 % (Building momentum).
    const twos = scoreQuiz(
      "organization",
      answersAt("organization", (p) => p.indexOf(2)),
    );
    expect(twos).toMatchObject({ score: 67, band: "building_momentum" });
  });

  it("puts the band boundaries where they are documented", () => {
    // Individual: 3,3,3,3,1 = 13 of 15 → 87 % (Ready to lead); 3,3,3,1,1 = 11 → 73 %.
    const answers = answersAt("individual", (p) => p.indexOf(3));
    const supportLow = quizQuestions.individual[4]!.options.find((o) => o.points === 1)!.id;
    expect(scoreQuiz("individual", { ...answers, "5": supportLow })).toMatchObject({
      score: 87,
      band: "ready_to_lead",
    });
    const timelineLow = quizQuestions.individual[3]!.options.find((o) => o.points === 1)!.id;
    expect(scoreQuiz("individual", { ...answers, "4": timelineLow, "5": supportLow }).band).toBe(
      "building_momentum",
    );
    // Individual: 2,1,2,1,1 = 7 of 15 → 47 % (Exploring).
    const pick = (step: number, points: number) =>
      quizQuestions.individual[step - 1]!.options.find((o) => o.points === points)!.id;
    const exploring = {
      "1": pick(1, 2),
      "2": pick(2, 1),
      "3": pick(3, 2),
      "4": pick(4, 1),
      "5": pick(5, 1),
    };
    expect(scoreQuiz("individual", exploring)).toMatchObject({ score: 47, band: "exploring" });
  });

  it("names a line per dimension with the chosen answer", () => {
    const result = scoreQuiz(
      "individual",
      answersAt("individual", () => 0),
    );
    expect(result.dimensions.map((d) => d.topic)).toEqual([
      "AI confidence",
      "Goals",
      "Independence",
      "Timeline",
      "Support type",
    ]);
    expect(result.dimensions[0]).toEqual({
      topic: "AI confidence",
      answer: "I have not used them yet",
      points: 0,
      max: 3,
    });
  });

  it("refuses missing or foreign answers", () => {
    const answers = answersAt("individual", () => 0);
    delete answers["3"];
    expect(() => scoreQuiz("individual", answers)).toThrow(InvalidQuizAnswersError);
    expect(() =>
      scoreQuiz("individual", { ...answersAt("individual", () => 0), "2": "not-an-option" }),
    ).toThrow(InvalidQuizAnswersError);
    expect(
      isCompleteAnswerSet("individual", { ...answersAt("individual", () => 0), "9": "x" }),
    ).toBe(false);
    expect(
      isCompleteAnswerSet(
        "organization",
        answersAt("organization", () => 0),
      ),
    ).toBe(true);
  });
});

describe("readinessBandLabel", () => {
  it("gives a band's words for its code, and other text as it is", () => {
    expect(readinessBandLabel("building_momentum")).toBe("Building momentum");
    expect(readinessBandLabel("ready_to_lead")).toBe("Ready to lead");
    expect(readinessBandLabel("Something else")).toBe("Something else");
  });
});
