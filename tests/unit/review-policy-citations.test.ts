import { describe, expect, it } from "vitest";
import { buildReviewPolicy } from "~/lib/reviews/review-policy";

describe("the reviews' rules page cites the articles in force", () => {
  it("names D111-9 to D111-12 (décret 2024-753), never their numbers before 9 July 2024", () => {
    const text = JSON.stringify(buildReviewPolicy({ invitationDays: 7, contactEmail: "contact@example.fr" }));
    expect(text).toContain("articles D111-9 à D111-12 du Code de la consommation");
    expect(text).not.toMatch(/D\.? ?111-1[6-9]/);
  });
});
