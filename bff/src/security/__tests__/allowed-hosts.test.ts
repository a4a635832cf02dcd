import { describe, expect, it } from "vitest";
import { allowedHostsFromEnv, defaultAllowedHosts, hostName } from "../allowed-hosts";

describe("Host allow-list", () => {
  it("reads a Host header's name without port or brackets, in lower case", () => {
    expect(hostName("Tienda.Example:3000")).toBe("tienda.example");
    expect(hostName("[::1]:3000")).toBe("::1");
    expect(hostName("localhost")).toBe("localhost");
  });

  it("takes ALLOWED_HOSTS as a comma-separated list, or falls back to the machine's names", () => {
    expect(allowedHostsFromEnv(" tienda.example, 10.0.0.5 ,")).toEqual(["tienda.example", "10.0.0.5"]);
    expect(allowedHostsFromEnv("")).toBeUndefined();
    const names = defaultAllowedHosts("repuestos.lan");
    expect(names).toEqual(expect.arrayContaining(["localhost", "127.0.0.1", "::1", "repuestos.lan"]));
    expect(defaultAllowedHosts("0.0.0.0")).not.toContain("0.0.0.0");
  });
});
