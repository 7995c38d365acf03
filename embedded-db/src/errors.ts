import type { Doc } from "./bson/types";

/** MongoDB error codes used by this server, keyed by their codeName. */
export const ErrorCode = {
  InternalError: 1,
  BadValue: 2,
  FailedToParse: 9,
  Unauthorized: 13,
  TypeMismatch: 14,
  IllegalOperation: 20,
  NamespaceNotFound: 26,
  IndexNotFound: 27,
  PathNotViable: 28,
  ConflictingUpdateOperators: 40,
  CursorNotFound: 43,
  NamespaceExists: 48,
  DollarPrefixedFieldName: 52,
  InvalidIdField: 53,
  CommandNotFound: 59,
  ImmutableField: 66,
  CannotCreateIndex: 67,
  InvalidOptions: 72,
  InvalidNamespace: 73,
  IndexOptionsConflict: 85,
  IndexKeySpecsConflict: 86,
  InvalidPipelineOperator: 168,
  InvalidLength: 342,
  BSONObjectTooLarge: 10334,
  DuplicateKey: 11000,
  Location13103: 13103,
  Location40324: 40324,
  Location40415: 40415,
} as const;

export type ErrorCodeName = keyof typeof ErrorCode;

/** An error that becomes a `{ok: 0, errmsg, code, codeName}` reply or a write error. */
export class CommandError extends Error {
  readonly code: number;
  readonly codeName: ErrorCodeName;
  /** Extra reply fields, e.g. keyPattern/keyValue of a duplicate key error. */
  readonly extra: Doc;

  constructor(codeName: ErrorCodeName, message: string, extra: Doc = {}) {
    super(message);
    this.codeName = codeName;
    this.code = ErrorCode[codeName];
    this.extra = extra;
  }
}

export function fail(codeName: ErrorCodeName, message: string): never {
  throw new CommandError(codeName, message);
}

const MINGO_PATTERNS: [RegExp, (m: RegExpMatchArray) => CommandError][] = [
  [/unknown query operator (\S+)/, (m) => new CommandError("BadValue", `unknown operator: ${m[1]}`)],
  [/unknown top level operator: (\S+)/, (m) => new CommandError("BadValue", `unknown top level operator: ${m[1]}`)],
  [
    /unregistered pipeline operator (\$\w+)/,
    (m) => new CommandError("Location40324", `Unrecognized pipeline stage name: '${m[1]}'`),
  ],
  [
    /Unknown update operator: '(\S+)'/,
    (m) =>
      new CommandError(
        "FailedToParse",
        `Unknown modifier: ${m[1]}. Expected a valid update modifier or pipeline-style update specified as an array`,
      ),
  ],
  [/would modify the immutable field/, (m) => new CommandError("ImmutableField", m.input ?? "")],
  [
    /updating the path '.*' would create a conflict/,
    (m) => new CommandError("ConflictingUpdateOperators", `U${(m.input ?? "").slice(1)}`),
  ],
];

/** Converts anything thrown while running a command into a CommandError. */
export function toCommandError(error: unknown): CommandError {
  if (error instanceof CommandError) return error;
  const message = error instanceof Error ? error.message : String(error);
  // mingo may be loaded as CJS or ESM, so its error class is matched by name.
  const isMingo = error instanceof Error && error.constructor.name === "MingoError";
  if (isMingo) {
    for (const [pattern, build] of MINGO_PATTERNS) {
      const match = message.match(pattern);
      if (match) return build(match);
    }
  }
  const isInputError = isMingo || (error instanceof Error && error.name === "BSONError");
  return new CommandError(isInputError ? "BadValue" : "InternalError", message);
}

export function errorReply(error: CommandError): Doc {
  return { ok: 0, errmsg: error.message, code: error.code, codeName: error.codeName, ...error.extra };
}
