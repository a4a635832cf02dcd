// Quotes ('Cotización') and lost sales ('Venta perdida'), and the signed-out and Vendedor refusals
// of every operation of the tag.
import { authScenarios } from "../support/auth-scenarios";
import { runScenarios, type Scenario } from "../support/scenario";
import type { Target } from "../support/target";
import { lostSaleScenarios } from "./lost-sales.scenarios";
import { quoteScenarios } from "./issued-quotes.scenarios";

export const quotesScenarioList: Scenario[] = [
  ...quoteScenarios,
  ...lostSaleScenarios,
  ...authScenarios("quotes"),
];

export function defineQuotesSuite(target: Target): void {
  runScenarios(target, "quotes", quotesScenarioList);
}
