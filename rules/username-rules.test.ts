import { expect, it } from "vitest";
import { AUTH_MESSAGES } from "./auth-messages";
import { usernameShapeProblem } from "./username-rules";

it("refuses Cyrillic, Greek and mixed-script usernames; Latin ones pass", () => {
  for (const name of ["аdmin", "admin\u043e", "\u0391dmin", "vεndedor", "ад", "用户"])
    expect(usernameShapeProblem(name), name).toBe(AUTH_MESSAGES.usernameScript);
  for (const name of ["admin", "josé.pérez", "Ñandú_2", "ｖｅｎｄｅｄｏｒ", "ana-3", "ana@prueba.local"])
    expect(usernameShapeProblem(name), name).toBeNull();
});
