import "server-only";

import type { ObjectId } from "mongodb";

import type { District } from "@/config/districts";
import { getCollections, type Role, type UserDocument } from "@/lib/db/collections";
import { isDuplicateKey } from "@/lib/db/errors";
import { env } from "@/lib/env";
import { apiMessage, notFound } from "@/lib/errors";
import { escapeRegex } from "@/lib/data/tool-query";
import { defaultLocale, isLocale, type Locale } from "@/lib/i18n/locales";

/** What the API may show about a user: never the password hash. */
export type PublicUser = { _id: string; email: string; name: string | null; role: Role };

function toPublicUser(user: Pick<UserDocument, "_id" | "email" | "name" | "role">): PublicUser {
  return { _id: user._id.toHexString(), email: user.email, name: user.name ?? null, role: user.role ?? "user" };
}

/**
 * The role of an address once its owner has proven it (a Google sign-in with a verified
 * email, the seed or the make-admin CLI; a password sign-up proves nothing): admin when
 * ADMIN_EMAILS lists it.
 */
function roleForProvenOwner(email: string): Role {
  return env().ADMIN_EMAILS.includes(email.toLowerCase()) ? "admin" : "user";
}

export async function findUserByEmail(email: string): Promise<UserDocument | null> {
  const { users } = await getCollections();
  return users.findOne({ email: email.toLowerCase() });
}

/** What every authorisation decision reads: the role, and which sign-ins are still valid. */
export async function getAccess(
  email: string,
): Promise<{ role: Role; sessionVersion: number; name: string | null } | null> {
  const { users } = await getCollections();
  const user = await users.findOne(
    { email: email.toLowerCase() },
    { projection: { role: 1, sessionVersion: 1, name: 1 } },
  );
  return user ? { role: user.role ?? "user", sessionVersion: user.sessionVersion ?? 0, name: user.name ?? null } : null;
}

/** Ends every session of this user: cookies and API tokens issued before stop working at once. */
export async function endSessions(email: string): Promise<void> {
  const { users } = await getCollections();
  await users.updateOne({ email: email.toLowerCase() }, { $inc: { sessionVersion: 1 } });
}

export class EmailTakenError extends Error {}

export async function createPasswordUser(input: {
  name: string;
  email: string;
  passwordHash: string;
  /** The language the visitor signed up in. */
  locale?: Locale;
}): Promise<ObjectId> {
  const { users } = await getCollections();
  try {
    const { insertedId } = await users.insertOne({
      name: input.name,
      email: input.email,
      emailVerified: null,
      image: null,
      passwordHash: input.passwordHash,
      role: "user",
      ...(input.locale && { locale: input.locale }),
      createdAt: new Date(),
    } as UserDocument);
    return insertedId;
  } catch (error) {
    if (isDuplicateKey(error)) throw new EmailTakenError(input.email);
    throw error;
  }
}

/**
 * The owner proved the address by following a link mailed to it: the address is verified,
 * and an ADMIN_EMAILS address becomes admin (lib/auth/email-verification.ts requires the
 * link to be opened signed in as the account, so whoever set its password owns the mailbox).
 */
export async function markEmailVerified(email: string): Promise<void> {
  const { users } = await getCollections();
  const address = email.toLowerCase();
  const promotion = roleForProvenOwner(address) === "admin" ? { role: "admin" as const } : {};
  await users.updateOne({ email: address }, { $set: { emailVerified: new Date(), ...promotion } });
}

/**
 * A new password set through a reset link mailed to the address: the mailbox's owner chose
 * it, so the address counts as proven, and every session and API token of the account ends.
 * Returns false when there is no such account.
 */
export async function replacePassword(email: string, passwordHash: string): Promise<boolean> {
  const { users } = await getCollections();
  const address = email.toLowerCase();
  const promotion = roleForProvenOwner(address) === "admin" ? { role: "admin" as const } : {};
  const { matchedCount } = await users.updateOne(
    { email: address },
    { $set: { passwordHash, emailVerified: new Date(), ...promotion }, $inc: { sessionVersion: 1 } },
  );
  return matchedCount === 1;
}

/**
 * The same password hashed again with the current parameters, after a login proved it. Only
 * while the stored hash is still the one that was checked, so a reset in between wins; the
 * account's sessions go on (it is the same password).
 */
export async function upgradePasswordHash(userId: ObjectId, checkedHash: string, passwordHash: string): Promise<void> {
  const { users } = await getCollections();
  await users.updateOne({ _id: userId, passwordHash: checkedHash }, { $set: { passwordHash } });
}

/** Gives users created by Auth.js (a verified Google sign-in) the shop's role and creation date. */
export async function initialiseAdapterUser(email: string): Promise<void> {
  const { users } = await getCollections();
  await users.updateOne(
    { email, role: { $exists: false } },
    { $set: { role: roleForProvenOwner(email), createdAt: new Date() } },
  );
}

/**
 * The address's owner has just proven it (Google vouches for the email). A password set on
 * the account before anyone proved the address may be a stranger's, so it is removed and
 * every session it opened ends; the owner is told on their profile. Addresses listed in
 * ADMIN_EMAILS become admins now. Returns whether a password was removed.
 */
export async function recordProvenOwner(email: string): Promise<{ passwordRemoved: boolean }> {
  const { users } = await getCollections();
  const address = email.toLowerCase();
  const now = new Date();
  const squatted = await users.updateOne(
    { email: address, emailVerified: null, passwordHash: { $exists: true } },
    { $unset: { passwordHash: "" }, $set: { passwordRemovedAt: now }, $inc: { sessionVersion: 1 } },
  );
  const promotion = roleForProvenOwner(address) === "admin" ? { role: "admin" as const } : {};
  await users.updateOne({ email: address }, { $set: { emailVerified: now, ...promotion } });
  return { passwordRemoved: squatted.modifiedCount > 0 };
}

/** How long the profile tells an owner that a stranger's password was removed from their account. */
const PASSWORD_REMOVAL_NOTICE_DAYS = 30;

/** When a password nobody had proven was removed from this account, if that was recent enough to mention. */
export async function recentPasswordRemoval(email: string): Promise<Date | null> {
  const { users } = await getCollections();
  const user = await users.findOne({ email: email.toLowerCase() }, { projection: { passwordRemovedAt: 1 } });
  const removedAt = user?.passwordRemovedAt;
  if (!removedAt) return null;
  return Date.now() - removedAt.getTime() < PASSWORD_REMOVAL_NOTICE_DAYS * 86_400_000 ? removedAt : null;
}

/**
 * What the shop's e-mails and SMS to this user depend on: the language they read them in (English
 * when none is known) and whether they proved their address (a link followed, or Google's word).
 * Read when a message is written, so a later change of language applies to the next one.
 */
export async function messageReader(email: string): Promise<{ locale: Locale; addressProven: boolean }> {
  const { users } = await getCollections();
  const user = await users.findOne({ email: email.toLowerCase() }, { projection: { locale: 1, emailVerified: 1 } });
  const locale = user?.locale;
  return { locale: isLocale(locale) ? locale : defaultLocale, addressProven: Boolean(user?.emailVerified) };
}

/** The language the user reads the shop's e-mails and SMS in (English when none is known). */
export const userLocale = async (email: string): Promise<Locale> => (await messageReader(email)).locale;

/**
 * Remembers the language the user now uses the shop in. Callers pass the signed-in caller's
 * own address only (never one from a request body), so nobody sets another user's language.
 */
export async function setUserLocale(email: string, locale: Locale): Promise<void> {
  const { users } = await getCollections();
  await users.updateOne({ email: email.toLowerCase(), locale: { $ne: locale } }, { $set: { locale } });
}

/** Users matching `filter`, by address, with what a list of them shows. */
async function usersByEmail(filter: { email?: { $regex: string } }) {
  const { users } = await getCollections();
  return users.find(filter, { projection: { email: 1, name: 1, role: 1 } }).sort({ email: 1 });
}

/** Every user by address (GET /api/user, the specification's call). */
export async function listUsers(): Promise<PublicUser[]> {
  return (await (await usersByEmail({})).toArray()).map(toPublicUser);
}

/**
 * Users by address, a page at a time, and how many there are; with `emailStart`, only those
 * whose address starts with it, in any case. The unique email index serves both.
 */
export async function findUsers(
  page: number,
  limit: number,
  emailStart?: string,
): Promise<{ users: PublicUser[]; total: number }> {
  const { users } = await getCollections();
  const filter = emailStart ? { email: { $regex: `^${escapeRegex(emailStart.trim().toLowerCase())}` } } : {};
  const [found, total] = await Promise.all([
    (await usersByEmail(filter))
      .skip(page * limit)
      .limit(limit)
      .toArray(),
    users.countDocuments(filter),
  ]);
  return { users: found.map(toPublicUser), total };
}

export async function makeAdmin(email: string): Promise<{ matchedCount: number; modifiedCount: number }> {
  const { users } = await getCollections();
  const { matchedCount, modifiedCount } = await users.updateOne(
    { email: email.toLowerCase() },
    { $set: { role: "admin" } },
  );
  return { matchedCount, modifiedCount };
}

/** The profile page's fields, plus where the buyer last asked an order to be delivered. */
export type Profile = {
  name: string;
  email: string;
  phone: string;
  address: string;
  linkedin: string;
  district: District | "";
  area: string;
};

export async function getProfile(email: string): Promise<Profile | null> {
  const { users } = await getCollections();
  const user = await users.findOne(
    { email: email.toLowerCase() },
    { projection: { name: 1, email: 1, phone: 1, address: 1, linkedin: 1, district: 1, area: 1 } },
  );
  if (!user) return null;
  return {
    name: user.name ?? "",
    email: user.email,
    phone: user.phone ?? "",
    address: user.address ?? "",
    linkedin: user.linkedin ?? "",
    district: user.district ?? "",
    area: user.area ?? "",
  };
}

export async function updateProfile(
  email: string,
  profile: Pick<Profile, "name" | "phone" | "address" | "linkedin">,
): Promise<{ modifiedCount: number }> {
  const { users } = await getCollections();
  const { matchedCount, modifiedCount } = await users.updateOne({ email: email.toLowerCase() }, { $set: profile });
  if (matchedCount === 0) throw notFound(apiMessage("auth.noUser"));
  return { modifiedCount };
}

/** The order form's "save this address": the next order starts from it. */
export async function saveDeliveryAddress(
  email: string,
  delivery: { BuyerPhone: string; district: District; area: string; address: string },
): Promise<void> {
  const { users } = await getCollections();
  const { BuyerPhone: phone, district, area, address } = delivery;
  await users.updateOne({ email: email.toLowerCase() }, { $set: { phone, district, area, address } });
}
