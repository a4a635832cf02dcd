// The attacks of the second hardening probe, each reproduced against both servers.
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
  smallHoleScenarios,
  subcategoryInUseScenario,
} from "./suites/small-holes.scenarios";
import { unboundedListScenarios } from "./suites/unbounded-lists.scenarios";
import { uploadLimitScenarios } from "./suites/upload-limits.scenarios";
import { runScenarios } from "./support/scenario";
import { createBffTarget } from "./targets/bff";
import { createMocksTarget } from "./targets/mocks";

const BFF_LIMITS = { max: 3, timeWindowMs: 60_000, perAddressMax: 8 };

describe.each([createBffTarget({ loginRateLimit: BFF_LIMITS }), createMocksTarget()])(
  "contract $name",
  (target) => {
    runScenarios(target, "hardening II", [
      ...closedBodyScenarios,
      ...bodyLimitScenarios,
      ...promotionAuthorityScenarios,
      ...uploadLimitScenarios,
      ...unboundedListScenarios,
      ...hostAllowListScenarios,
      ...productVersionScenarios,
      ...lookAlikeKeyScenarios,
      ...smallHoleScenarios,
      cacheControlScenario,
      malformedInputScenario,
      subcategoryInUseScenario,
      customerDocumentScenario,
      // Last: it locks the test client's one address out of sign-in.
      blockedAddressScenario,
    ]);
  },
);
