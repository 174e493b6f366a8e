import { hash, verify } from '@node-rs/argon2';

// OWASP's argon2id baseline: 19 MiB of memory, 2 iterations, 1 lane (argon2id is the library's default).
const options = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, options);

/** A real hash of nothing in particular, verified against when the e-mail is unknown so both paths cost the same. */
const dummyHash = hash('quillbid-timing-equaliser', options);

export async function verifyPassword(storedHash: string | null, password: string): Promise<boolean> {
  if (!storedHash) {
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}
