// `npm test` builds the front end for the journeys (and the download-budget test) while ESLint runs
// on the other core, instead of in the middle of the suites that need it. Each build is skipped
// when it is newer than every source (build.ts), so the suites' own calls then find it ready.
import { ensureFrontendBuild } from "./build";

ensureFrontendBuild("production");
ensureFrontendBuild("mock");
