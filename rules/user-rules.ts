// A new staff account's fields as openapi.yaml's UserCreate limits them, refused in the servers' own
// words (validation-errors.ts), so 'Crear Nuevo Usuario' stops what the servers would refuse and
// says it the same way. What only the servers know (a taken username or e-mail, a common password)
// stays with them.
import { emailProblem } from "./email";
import { PASSWORD_MIN_LENGTH } from "./password-rules";
import { blankFieldMessage } from "./text";
import { usernameShapeProblem } from "./username-rules";
import { fieldMessage } from "./validation-errors";

export const USERNAME_MIN_LENGTH = 3;

export interface NewUserFields {
  name: string;
  username: string;
  email: string;
  password: string;
}

export interface NewUserProblem {
  field: keyof NewUserFields;
  message: string;
}

/**
 * The first field refused, in the schema's order (the servers answer the first), or null. The
 * e-mail's exact format is the schema validator's: a password is judged here only behind an
 * e-mail this rule also accepts, so the first problem named is always the one the servers name.
 */
export function newUserProblem(input: NewUserFields): NewUserProblem | null {
  const username = input.username.trim();
  if (input.name.trim() === "") return { field: "name", message: blankFieldMessage("name") };
  if (username.length < USERNAME_MIN_LENGTH)
    return {
      field: "username",
      message: fieldMessage("username", "minLength", { limit: USERNAME_MIN_LENGTH }),
    };
  if (/\s/.test(username)) return { field: "username", message: fieldMessage("username", "pattern") };
  const shape = usernameShapeProblem(username);
  if (shape) return { field: "username", message: shape };
  const email = input.email.trim();
  if (email === "" || emailProblem(email) !== null) return null;
  if (input.password.length < PASSWORD_MIN_LENGTH)
    return {
      field: "password",
      message: fieldMessage("password", "minLength", { limit: PASSWORD_MIN_LENGTH }),
    };
  return null;
}
