// A keyboard-wedge scan while a new sale is open belongs to the sale: the app-wide "open the
// product" listener stands aside (it would leave the screen and lose the cart). At the counter,
// whose products come from the server, the scanned part goes into the cart, one unit, by the line
// rules (its real stock, its promotion), and the search is cleared for the next scan. The fixed
// sample list of the specification's sales knows no catalogue number, so there the code goes into
// the search, as if typed, and Enter picks what it finds.
import { startTransition, useEffect, useRef } from "react";
import { lookupScannedCode } from "@/lib/product-codes/lookup-code";
import { useWedgeScanner } from "@/lib/scanning/use-wedge-scanner";
import { toSaleProduct } from "../lib/counter-rules";
import type { NewSaleState } from "./use-new-sale";

/** `setSearch` sets the search box and the sale's search together. */
export function useSaleScanner(
  sale: NewSaleState,
  setSearch: (text: string) => void,
  focusSearch: () => void,
): void {
  // The sale as last rendered: a look-up answers after renders that changed the cart.
  const latest = useRef({ sale, setSearch });
  useEffect(() => {
    latest.current = { sale, setSearch };
  });

  useWedgeScanner({
    takeOver: true,
    onScan: (code) => {
      focusSearch();
      if (!sale.searchesServer) {
        setSearch(code);
        return;
      }
      void lookupScannedCode(code).then((found) => {
        if (!found) return;
        // The answer is drawn in slices, so the keys that come meanwhile (the next scan) go first.
        startTransition(() => {
          if (latest.current.sale.addProduct(toSaleProduct(found.product))) latest.current.setSearch("");
        });
      });
    },
  });
}
