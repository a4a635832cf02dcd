// The password scorer (zxcvbn with the account's details and the shop's name as known inputs): the
// cases of the hand-written checks it replaced, issue 40's examples, and passwords it must accept.
import { describe, expect, it } from "vitest";
import { AUTH_MESSAGES } from "../../rules/auth-messages";
import { MESSAGES } from "../../rules/messages";
import { MIN_PASSWORD_SCORE, guessableInputs, passwordScore, weakPasswordMessage } from "./password-policy";

const INPUTS = ["mgarcia", "María García", "mgarcia@repuestos.local", "Repuestos El Tigre"];

describe("weakPasswordMessage", () => {
  it.each([
    ["12121212", "a repeated unit"],
    ["abcabcab", "a repeated unit"],
    ["abcdefgh", "a run"],
    ["98765432", "a run down"],
    ["qwertyui", "a keyboard walk"],
    ["asdfghjk", "a keyboard walk"],
    ["mgarcia2024", "the username with digits"],
    ["MGARCIA!123", "the username in capitals with symbols"],
    ["maria.garcia", "the name with a separator"],
    ["mariagarcia99", "the name run together with digits"],
    ["Repuestos El Tigre", "the shop's name"],
    ["repuestoseltigre2025", "the shop's name run together with a year"],
    ["Tigre2025!", "a word of the shop's name with a year"],
    ["dragon2024", "a common word with digits"],
  ])("refuses %s (%s)", (password) => {
    const message = weakPasswordMessage(password, INPUTS);
    expect([AUTH_MESSAGES.passwordGuessable, MESSAGES.passwordCommon]).toContain(message);
    expect(passwordScore(password, INPUTS)).toBeLessThan(MIN_PASSWORD_SCORE);
  });

  it("answers the common-passwords message for a password of the list, in any case", () => {
    expect(weakPasswordMessage("Password1", INPUTS)).toBe(MESSAGES.passwordCommon);
    expect(weakPasswordMessage("12345678", INPUTS)).toBe(MESSAGES.passwordCommon);
  });

  it("keeps the specific messages of a blank or one-character password", () => {
    expect(weakPasswordMessage("        ", INPUTS)).toBe(MESSAGES.passwordBlank);
    expect(weakPasswordMessage("zzzzzzzz", INPUTS)).toBe(MESSAGES.passwordOneCharacter);
  });

  it("counts the account's details only for that account", () => {
    expect(weakPasswordMessage("mgarcia2024", [])).toBeNull();
    expect(weakPasswordMessage("mgarcia2024", INPUTS)).toBe(AUTH_MESSAGES.passwordGuessable);
  });

  it.each(["Faro-Lejano-Bujia-42", "clave-segura-1", "ClaveDosPasos2025", "bujía verde en marzo"])(
    "accepts %s",
    (password) => {
      expect(weakPasswordMessage(password, INPUTS)).toBeNull();
    },
  );
});

describe("guessableInputs", () => {
  it("gives whole inputs, e-mail local parts, words and the words joined", () => {
    const pieces = guessableInputs(["Repuestos El Tigre", "ana@taller.local"]);
    for (const piece of [
      "repuestos el tigre",
      "repuestos",
      "tigre",
      "repuestoseltigre",
      "repuestos-el-tigre",
      "ana",
    ])
      expect(pieces).toContain(piece);
    expect(pieces).not.toContain("el");
  });
});
