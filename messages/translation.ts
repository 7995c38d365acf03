/**
 * The shape every language's messages must have: the English messages' keys, each a string.
 * `satisfies Translation<typeof en>` makes a missing or misspelt key fail the type check.
 */
export type Translation<T> = { [Key in keyof T]: T[Key] extends string ? string : Translation<T[Key]> };
