import "server-only";

import type { ObjectId } from "mongodb";

import { getCollections, type Role, type UserDocument } from "@/lib/db/collections";

/** What the API may show about a user: never the password hash. */
export type PublicUser = { _id: string; email: string; name: string | null; role: Role };

function toPublicUser(user: Pick<UserDocument, "_id" | "email" | "name" | "role">): PublicUser {
  return { _id: user._id.toHexString(), email: user.email, name: user.name ?? null, role: user.role ?? "user" };
}

/** Emails that are admins from their first sign-up on (ADMIN_EMAILS, comma separated). */
function configuredAdminEmails(): Set<string> {
  return new Set(
    (process.env.ADMIN_EMAILS ?? "")
      .split(",")
      .map((email) => email.trim().toLowerCase())
      .filter(Boolean),
  );
}

export function roleForNewUser(email: string): Role {
  return configuredAdminEmails().has(email.toLowerCase()) ? "admin" : "user";
}

export async function findUserByEmail(email: string): Promise<UserDocument | null> {
  const { users } = await getCollections();
  return users.findOne({ email: email.toLowerCase() });
}

export async function getRole(email: string): Promise<Role | null> {
  const { users } = await getCollections();
  const user = await users.findOne({ email: email.toLowerCase() }, { projection: { role: 1 } });
  return user ? (user.role ?? "user") : null;
}

export class EmailTakenError extends Error {}

export async function createPasswordUser(input: {
  name: string;
  email: string;
  passwordHash: string;
}): Promise<ObjectId> {
  const { users } = await getCollections();
  try {
    const { insertedId } = await users.insertOne({
      name: input.name,
      email: input.email,
      emailVerified: null,
      image: null,
      passwordHash: input.passwordHash,
      role: roleForNewUser(input.email),
      createdAt: new Date(),
    } as UserDocument);
    return insertedId;
  } catch (error) {
    if (isDuplicateKey(error)) throw new EmailTakenError(input.email);
    throw error;
  }
}

/** Gives users created by Auth.js (Google sign-in) the shop's role and creation date. */
export async function initialiseAdapterUser(email: string): Promise<void> {
  const { users } = await getCollections();
  await users.updateOne(
    { email, role: { $exists: false } },
    { $set: { role: roleForNewUser(email), createdAt: new Date() } },
  );
}

export async function listUsers(): Promise<PublicUser[]> {
  const { users } = await getCollections();
  const found = await users
    .find({}, { projection: { email: 1, name: 1, role: 1 } })
    .sort({ email: 1 })
    .toArray();
  return found.map(toPublicUser);
}

export async function makeAdmin(email: string): Promise<{ matchedCount: number; modifiedCount: number }> {
  const { users } = await getCollections();
  const { matchedCount, modifiedCount } = await users.updateOne(
    { email: email.toLowerCase() },
    { $set: { role: "admin" } },
  );
  return { matchedCount, modifiedCount };
}

function isDuplicateKey(error: unknown): boolean {
  return typeof error === "object" && error !== null && "code" in error && error.code === 11000;
}

export type Profile = { name: string; email: string; phone: string; address: string; linkedin: string };

export async function getProfile(email: string): Promise<Profile | null> {
  const { users } = await getCollections();
  const user = await users.findOne(
    { email: email.toLowerCase() },
    { projection: { name: 1, email: 1, phone: 1, address: 1, linkedin: 1 } },
  );
  if (!user) return null;
  return {
    name: user.name ?? "",
    email: user.email,
    phone: user.phone ?? "",
    address: user.address ?? "",
    linkedin: user.linkedin ?? "",
  };
}

export async function updateProfile(
  email: string,
  profile: Omit<Profile, "email">,
): Promise<{ modifiedCount: number }> {
  const { users } = await getCollections();
  const { matchedCount, modifiedCount } = await users.updateOne({ email: email.toLowerCase() }, { $set: profile });
  if (matchedCount === 0) throw new Error(`No user ${email} to update`);
  return { modifiedCount };
}
