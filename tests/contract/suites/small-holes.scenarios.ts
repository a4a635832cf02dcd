// The small holes of the second probe: weak passwords, a subcategory still in use, malformed
// multipart and URLs, Cache-Control on API answers.
import { expect } from "vitest";
import { MESSAGES } from "../../../rules/messages";
import { userBody } from "../support/bodies";
import { expectError, expectStatus } from "../support/expectations";
import type { Scenario } from "../support/scenario";

export const smallHoleScenarios: Scenario[] = [
  {
    title: "passwords: blank, one character repeated or one of the most common are refused in Spanish",
    covers: [
      ["createUser", "validation"],
      ["changeUserPassword", "validation"],
    ],
    async run(ctx) {
      const admin = await ctx.admin();
      for (const [password, message] of [
        ["        ", MESSAGES.passwordBlank],
        ["aaaaaaaa", MESSAGES.passwordOneCharacter],
        ["password", MESSAGES.passwordCommon],
        ["Password1", MESSAGES.passwordCommon],
        ["12345678", MESSAGES.passwordCommon],
      ] as const) {
        expectError(await admin.call("createUser", { body: { ...userBody(), password } }), 400, message);
      }
      const account = await admin.call("createUser", { body: userBody() });
      expectStatus(account, 201);
      expectError(
        await admin.call("changeUserPassword", {
          path: { userId: account.body.id },
          body: { newPassword: "qwertyuiop" },
        }),
        400,
        MESSAGES.passwordCommon,
      );
    },
  },
];
