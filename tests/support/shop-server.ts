import path from "node:path";

const root = path.resolve(import.meta.dirname, "../..");

/** Runs a TypeScript entry point of the project with tsx, without going through npx. */
export const tsxArgs = (script: string, ...args: string[]) => [
  path.join(root, "node_modules/tsx/dist/cli.mjs"),
  path.join(root, script),
  ...args,
];

/** The arguments for `node` that start the built shop as `npm start` does (server.ts), on `port`. */
export const shopServerArgs = (port: number) => tsxArgs("server.ts", "--port", String(port));
