// The mocks for node: vitest (front-end tests, the contract suite's mocks target).
import { setupServer } from "msw/node";
import { handlers } from "./all-handlers";

export const server = setupServer(...handlers);
