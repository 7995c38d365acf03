/**
 * Preloaded (`NODE_OPTIONS=--require ...`) by scripts/ci/node24.sh into every process it runs
 * under another Node.js than the machine's: better-sqlite3's native addon is built per Node ABI,
 * and node_modules holds the one for the machine's Node.js, which `npm test`, `npm run build` and
 * `npm start` keep using. Under the Node.js whose ABI is MOTOFORGE_BETTER_SQLITE3_ABI, this loads
 * the addon built for it (MOTOFORGE_BETTER_SQLITE3_ADDON, in the cache) in its place. Any other
 * Node.js that inherits it loads node_modules' addon as usual.
 */
"use strict";

const addon = process.env.MOTOFORGE_BETTER_SQLITE3_ADDON;
if (addon && process.versions.modules === process.env.MOTOFORGE_BETTER_SQLITE3_ABI) {
  const dlopen = process.dlopen;
  process.dlopen = function (module, filename, ...rest) {
    const own = /[\\/]better-sqlite3[\\/]build[\\/]Release[\\/]better_sqlite3\.node$/.test(filename);
    return dlopen.call(this, module, own ? addon : filename, ...rest);
  };
}
