// An account's second factor ('Seguridad'): secrets, sign-in challenges, used steps, recovery codes.

/** One account's second factor (secrets in base32; codes and challenges only as hashes). */
export interface TwoFactorRecord {
  /** A factor was confirmed: sign-in asks for its codes (or a recovery code). */
  enabled: boolean;
  /**
   * The confirmed secret, or null when there is none or this installation cannot read it (the BFF
   * seals secrets under a key no backup holds: a database restored elsewhere keeps them sealed).
   */
  secret: string | null;
  /** A secret shown for enrolment and not yet confirmed with a code (null when unreadable too). */
  pendingSecret: string | null;
  /** The hash of the open sign-in challenge (password right, code still to come) and its end. */
  challengeHash: string | null;
  challengeExpiresAt: number | null;
  recoveryCodesLeft: number;
}

export interface TwoFactorRepository {
  get(userId: number): Promise<TwoFactorRecord>;
  setPendingSecret(userId: number, secret: string): Promise<void>;
  /** Turns the factor on with the pending secret and replaces the recovery codes' hashes. */
  enable(userId: number, secret: string, step: number, recoveryHashes: string[]): Promise<void>;
  setChallenge(userId: number, hash: string | null, expiresAt: number | null): Promise<void>;
  /** The account whose open challenge has this hash, if any. */
  userForChallenge(hash: string): Promise<number | null>;
  /** Records the step as used; false when it (or a later one) already was (a replayed code). */
  useStep(userId: number, step: number): Promise<boolean>;
  /** Spends a recovery code; false when no unused code has this hash. */
  useRecoveryCode(userId: number, hash: string): Promise<boolean>;
  /** Removes the factor and its codes, recording who did it and when on the user's record. */
  reset(userId: number, byUserId: number, at: string): Promise<void>;
  /** 'Autenticación de dos factores' in 'Seguridad': every Administrador must have one. */
  requiredForAdmins(): Promise<boolean>;
  setRequiredForAdmins(required: boolean): Promise<void>;
}
