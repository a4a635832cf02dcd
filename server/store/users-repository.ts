// User accounts: listing, credentials, profile, password and activation.
import type { Role, User } from "@contract/types";

export interface NewUser {
  name: string;
  username: string;
  email: string;
  role: Role;
  /** Plain text: the store hashes it (BFF) or keeps it in memory (mocks). */
  password: string;
}

export interface UsersRepository {
  /** ORDER BY lower(name), id */
  list(): Promise<User[]>;
  find(id: number): Promise<User | null>;
  /** The account behind a username or e-mail (any case) whose password matches, else null. */
  checkCredentials(login: string, password: string): Promise<User | null>;
  /** The id of the account a username or e-mail (any case, trimmed) names, without a password check. */
  accountIdFor(login: string): Promise<number | null>;
  passwordMatches(id: number, password: string): Promise<boolean>;
  /**
   * Which of username / e-mail (any case) another account already uses as its username or its
   * e-mail (one person's username may not be another's e-mail), username first.
   */
  findClash(username: string, email: string): Promise<"username" | "email" | null>;
  /** Whether an account other than exceptId already uses this as its username or e-mail (any case). */
  usernameTaken(username: string, exceptId: number): Promise<boolean>;
  updateProfile(id: number, profile: { name: string; username: string }): Promise<void>;
  create(user: NewUser): Promise<User>;
  setPassword(id: number, password: string): Promise<void>;
  setActive(id: number, active: boolean): Promise<void>;
  countActiveAdmins(): Promise<number>;
}
