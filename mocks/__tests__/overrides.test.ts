import { afterEach, describe, expect, it } from "vitest";
import { server } from "../node";
import { emptyList, failWith, loadingForever } from "../overrides";
import { setFallbackSession } from "../session";
import { useMockServer } from "./setup-server";

useMockServer();
afterEach(() => {
  server.resetHandlers();
  setFallbackSession(null);
});

describe("story overrides and the fallback session", () => {
  it("renders as the fallback user without a cookie, and not when none is set", async () => {
    expect((await fetch("http://mocks.test/api/user")).status).toBe(401);
    setFallbackSession("vendedor");
    const answer = await fetch("http://mocks.test/api/user");
    expect(await answer.json()).toMatchObject({ username: "vendedor", role: "sales" });
    expect((await fetch("http://mocks.test/api/users")).status).toBe(403);
  });

  it("forces the error and empty states", async () => {
    setFallbackSession("admin");
    server.use(failWith("/api/products", 500, "Error interno del servidor"), emptyList("/api/customers"));
    const failed = await fetch("http://mocks.test/api/products");
    expect(failed.status).toBe(500);
    expect(await failed.json()).toEqual({ message: "Error interno del servidor" });
    expect(await (await fetch("http://mocks.test/api/customers")).json()).toEqual({ data: [] });
  });

  it("keeps a request pending forever", async () => {
    server.use(loadingForever("/api/categories"));
    const outcome = await Promise.race([
      fetch("http://mocks.test/api/categories").then(() => "answered"),
      new Promise((resolve) => setTimeout(() => resolve("pending"), 200)),
    ]);
    expect(outcome).toBe("pending");
  });
});
