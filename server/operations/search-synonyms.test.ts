// The shop's search words: every refusal of server/operations/search-synonyms.ts.
import { beforeEach, describe, expect, it } from "vitest";
import { SEARCH_MESSAGES } from "../../rules/search-messages";
import { MAX_SIDE_WORDS } from "../../rules/search-synonyms";
import { call, expectRefusal, freshStore } from "./test-support/operation-harness";

beforeEach(freshStore);

describe("search synonyms", () => {
  it("saves the lines tidied, dropping blank ones", async () => {
    const saved = await call("updateSearchSynonyms", "admin", {
      body: { lines: ["  bujía =  candela ", ""] },
    });
    expect(saved.body.lines).toEqual(["bujía = candela"]);
    expect((await call("getSearchSynonyms", "vendedor")).body.lines).toEqual(["bujía = candela"]);
  });

  it("refuses a line with one side, naming it", async () => {
    await expectRefusal(
      call("updateSearchSynonyms", "admin", { body: { lines: ["a = b", "bujía = "] } }),
      400,
      SEARCH_MESSAGES.synonymLineNeedsSides(2),
    );
  });

  it(`refuses a side of more than ${MAX_SIDE_WORDS} words`, async () => {
    await expectRefusal(
      call("updateSearchSynonyms", "admin", { body: { lines: ["uno dos tres cuatro cinco seis = seis"] } }),
      400,
      SEARCH_MESSAGES.synonymSideTooLong(1, MAX_SIDE_WORDS),
    );
  });
});
