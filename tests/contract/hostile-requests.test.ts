// Hostile requests, each reproduced against both servers: closed and bounded bodies, upload and list
// limits, the host allow-list, stale versions, look-alike keys, weak passwords, malformed input, and
// who may apply a promotion's prices.
import { describe } from "vitest";
import { blockedAddressScenario, bodyLimitScenarios } from "./suites/body-limits.scenarios";
import { closedBodyScenarios } from "./suites/closed-bodies.scenarios";
import { customerDocumentScenario } from "./suites/customer-documents.scenarios";
import { hostAllowListScenarios } from "./suites/host-allow-list.scenarios";
import { lookAlikeKeyScenarios } from "./suites/look-alike-keys.scenarios";
import { productVersionScenarios } from "./suites/product-versions.scenarios";
import { promotionAuthorityScenarios } from "./suites/promotion-authority.scenarios";
import {
  cacheControlScenario,
  malformedInputScenario,
  weakPasswordScenarios,
  subcategoryInUseScenario,
} from "./suites/password-and-request-checks.scenarios";
import { unboundedListScenarios } from "./suites/unbounded-lists.scenarios";
import { uploadLimitScenarios } from "./suites/upload-limits.scenarios";
import { runScenarios } from "./support/scenario";
import { createBffTarget } from "./targets/bff";
import { createMocksTarget } from "./targets/mocks";

const BFF_LIMITS = { max: 3, timeWindowMs: 60_000, perAddressMax: 8 };

describe.each([createBffTarget({ loginRateLimit: BFF_LIMITS }), createMocksTarget()])(
  "contract $name",
  (target) => {
    runScenarios(target, "hostile requests", [
      ...closedBodyScenarios,
      ...bodyLimitScenarios,
      ...promotionAuthorityScenarios,
      ...uploadLimitScenarios,
      ...unboundedListScenarios,
      ...hostAllowListScenarios,
      ...productVersionScenarios,
      ...lookAlikeKeyScenarios,
      ...weakPasswordScenarios,
      cacheControlScenario,
      malformedInputScenario,
      subcategoryInUseScenario,
      customerDocumentScenario,
      // Last: it locks the test client's one address out of sign-in.
      blockedAddressScenario,
    ]);
  },
);
