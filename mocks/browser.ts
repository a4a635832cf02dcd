// The mocks in the browser: `npm run dev:mock` and Storybook start this worker.
import { setupWorker } from "msw/browser";
import { handlers } from "./all-handlers";

export const worker = setupWorker(...handlers);
