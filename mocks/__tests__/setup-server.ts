// Shared lifecycle of the mocks' node tests: the MSW server fails on any unhandled request and the
// database starts from the seed before each test.
import { afterAll, beforeAll, beforeEach } from "vitest";
import { resetMockDb } from "../db";
import { server } from "../node";

export function useMockServer(): void {
  beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
  afterAll(() => server.close());
  beforeEach(() => resetMockDb());
}
