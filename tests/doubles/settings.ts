/** Each setting's allowed values. */
export type AllowedSettings<Settings> = { [K in keyof Settings]: readonly Settings[K][] };

export class SettingsError extends Error {}

/** Merges an update (from JSON, so unchecked) into the settings; a typo throws rather than passing silently. */
export function mergeSettings<Settings extends object>(
  allowed: AllowedSettings<Settings>,
  current: Settings,
  update: unknown,
): Settings {
  if (typeof update !== "object" || update === null || Array.isArray(update)) {
    throw new SettingsError("Settings must be a JSON object");
  }
  const changes: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(update)) {
    if (!Object.hasOwn(allowed, key)) throw new SettingsError(`Unknown setting: ${key}`);
    const values: readonly unknown[] = allowed[key as keyof Settings];
    if (!values.includes(value)) {
      throw new SettingsError(`${key} must be one of ${values.map((v) => JSON.stringify(v)).join(", ")}`);
    }
    changes[key] = value;
  }
  return { ...current, ...changes };
}
