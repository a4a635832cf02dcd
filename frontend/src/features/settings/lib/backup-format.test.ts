import { describe, expect, it } from "vitest";
import { backupPhaseText, describeBackupContents, formatBytes } from "./backup-format";

describe("backup-format", () => {
  it("writes sizes in KB or MB with a decimal comma", () => {
    expect(formatBytes(60_569)).toBe("59,1 KB");
    expect(formatBytes(52_428_800)).toBe("50,0 MB");
  });

  it("says what a copy holds, singular and plural", () => {
    const contents = {
      products: 1,
      fitments: 0,
      customers: 14,
      users: 3,
      sales: 0,
      images: 1,
      imageBytes: 5,
    };
    expect(describeBackupContents({ contents })).toBe(
      "1 producto · 14 clientes · 0 ventas · 3 usuarios · 1 imagen",
    );
  });

  it("names the step of a copy in progress", () => {
    expect(backupPhaseText({ startedAt: "", phase: "archive", percent: 60 })).toBe(
      "Comprimiendo la copia...",
    );
    expect(backupPhaseText(null)).toBe("Preparando la copia...");
  });
});
