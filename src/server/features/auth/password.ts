// argon2 is loaded with the first password hashed or checked, not at start: an idle server (and
// one whose visitors never sign in) does not hold its native library.
let loading: Promise<typeof import('@node-rs/argon2')> | undefined;
const argon2 = () => (loading ??= import('@node-rs/argon2'));

// argon2id with OWASP's recommended minimum: 19 MiB of memory, 2 passes, 1 lane.
// (2 is Algorithm.Argon2id; the const enum cannot be imported under isolatedModules.)
const OPTIONS = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = async (password: string) => (await argon2()).hash(password, OPTIONS);

// Verifying against this when no account matches keeps the response time the same either way,
// so timing does not reveal which e-mails have accounts.
let decoyHash: Promise<string> | undefined;

export async function verifyPassword(storedHash: string | undefined, password: string): Promise<boolean> {
  const { verify } = await argon2();
  if (!storedHash) {
    decoyHash ??= hashPassword('decoy-password-for-timing');
    await verify(await decoyHash, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}
