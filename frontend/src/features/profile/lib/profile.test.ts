import { describe, expect, it } from "vitest";
import { DEFAULT_PROFILE_PREFERENCES } from "../data/profile-preferences";
import {
  EMPTY_PASSWORDS,
  canSubmitPasswords,
  canSaveProfile,
  initialOf,
  passwordFormProblem,
  profileUpdate,
} from "./profile-forms";
import { parseProfileTab, withProfileTab } from "./profile-tab";

describe("profile tab from the URL", () => {
  it("reads the three tabs and falls back to profile", () => {
    expect(parseProfileTab("password")).toBe("password");
    expect(parseProfileTab("settings")).toBe("settings");
    expect(parseProfileTab("profile")).toBe("profile");
    expect(parseProfileTab(null)).toBe("profile");
    expect(parseProfileTab("admin")).toBe("profile");
  });
  it("sets the tab and keeps other parameters", () => {
    expect(withProfileTab(new URLSearchParams("x=1&tab=profile"), "password").toString()).toBe(
      "x=1&tab=password",
    );
  });
});

describe("password change", () => {
  it("needs all three fields", () => {
    expect(canSubmitPasswords(EMPTY_PASSWORDS)).toBe(false);
    expect(canSubmitPasswords({ current: "a", next: "b", confirm: "" })).toBe(false);
    expect(canSubmitPasswords({ current: "a", next: "b", confirm: "c" })).toBe(true);
  });
  it("refuses a confirmation that differs with 'Error' / 'Las contraseñas no coinciden.'", () => {
    expect(passwordFormProblem({ current: "x", next: "nueva123", confirm: "nueva124" })).toEqual({
      title: "Error",
      description: "Las contraseñas no coinciden.",
    });
    expect(passwordFormProblem({ current: "x", next: "nueva123", confirm: "nueva123" })).toBeNull();
  });

  it("refuses a new password under 8 characters with the server's own words", () => {
    expect(passwordFormProblem({ current: "x", next: "corta", confirm: "corta" })).toEqual({
      title: "Error",
      description: "La nueva contraseña debe tener al menos 8 caracteres",
    });
  });
});

describe("profile card and form", () => {
  it("initial is the first letter of the name, upper case", () => {
    expect(initialOf({ name: "carlos Pérez", username: "vendedor" })).toBe("C");
    expect(initialOf({ name: " ", username: "ana" })).toBe("A");
    expect(initialOf({ name: "", username: "" })).toBe("?");
  });
  it("saving sends trimmed values and needs both fields", () => {
    expect(profileUpdate({ name: " Ana ", username: " ana " })).toEqual({ name: "Ana", username: "ana" });
    expect(canSaveProfile({ name: " Ana ", username: "ana" })).toBe(true);
    expect(canSaveProfile({ name: "  ", username: "ana" })).toBe(false);
    expect(canSaveProfile({ name: "Ana", username: "" })).toBe(false);
  });
  it("starts with notifications on, e-mails off, dark mode on", () => {
    expect(DEFAULT_PROFILE_PREFERENCES).toEqual({ notifications: true, emails: false, darkMode: true });
  });
});
