/**
 * The database a MongoDB connection string names, as the driver reads it (`MongoClient.db()`
 * without a name): the path after the hosts, before the options; "test" when there is none.
 * Kept free of the driver so next.config.ts can name the shop's shared cache after it.
 */
export function databaseName(uri: string): string {
  const path = /^mongodb(?:\+srv)?:\/\/[^/?]*\/?([^?]*)/.exec(uri)?.[1] ?? "";
  return decodeURIComponent(path) || "test";
}
