// Anywhere in the app, a keyboard-wedge scan opens the product it names in the inventory (a screen
// that handles scans itself, like an open sale, takes them over: lib/scanning/use-wedge-scanner.ts).
import { useNavigate } from "react-router-dom";
import { lookupScannedCode } from "@/lib/product-codes/lookup-code";
import { useWedgeScanner } from "@/lib/scanning/use-wedge-scanner";

export function WedgeScanOpener() {
  const navigate = useNavigate();
  useWedgeScanner({
    onScan: (code) => {
      void lookupScannedCode(code).then((found) => {
        if (found) void navigate(`/inventory?product=${found.product.id}`);
      });
    },
  });
  return null;
}
