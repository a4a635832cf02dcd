import { afterEach, describe, expect, it, vi } from "vitest";
import { afterFirstAnswers, countedFetch, requestsInFlight, whenRequestsSettle } from "./requests-in-flight";

/** A fetch whose answers the test hands out one by one. */
function heldFetch() {
  const answers: Array<() => void> = [];
  vi.stubGlobal(
    "fetch",
    () =>
      new Promise<Response>((resolve) => {
        answers.push(() => resolve(new Response("{}")));
      }),
  );
  return { answerNext: () => answers.shift()?.() };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("requests in flight", () => {
  it("settles at once when nothing is on its way", async () => {
    expect(requestsInFlight()).toBe(0);
    await expect(whenRequestsSettle()).resolves.toBeUndefined();
  });

  it("settles only when the last of several requests has its answer", async () => {
    const network = heldFetch();
    const first = countedFetch(new Request("http://shop.test/api/a"));
    const second = countedFetch(new Request("http://shop.test/api/b"));
    let settled = false;
    void whenRequestsSettle().then(() => (settled = true));
    expect(requestsInFlight()).toBe(2);
    network.answerNext();
    await first;
    await flush();
    expect(settled).toBe(false);
    network.answerNext();
    await second;
    await flush();
    expect(settled).toBe(true);
    expect(requestsInFlight()).toBe(0);
  });

  it("counts a failed request as finished", async () => {
    vi.stubGlobal("fetch", () => Promise.reject(new TypeError("sin red")));
    await expect(countedFetch(new Request("http://shop.test/api/a"))).rejects.toThrow("sin red");
    expect(requestsInFlight()).toBe(0);
  });

  it("runs the deferred work after the screen's requests, started after it was asked for, have answered", async () => {
    const network = heldFetch();
    const run = vi.fn();
    afterFirstAnswers(run);
    // The screen's effects start their requests after the header's own effect has run.
    const answer = countedFetch(new Request("http://shop.test/api/dashboard/stats"));
    // Longer than the idle wait: only the unanswered request holds the work back.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(run).not.toHaveBeenCalled();
    network.answerNext();
    await answer;
    await vi.waitFor(() => expect(run).toHaveBeenCalledOnce());
  });

  it("does not run the work once cancelled", async () => {
    const run = vi.fn();
    const cancel = afterFirstAnswers(run);
    cancel();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(run).not.toHaveBeenCalled();
  });
});
