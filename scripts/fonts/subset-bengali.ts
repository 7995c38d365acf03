/**
 * `npx tsx scripts/fonts/subset-bengali.ts`: writes the few Bengali letters the English pages show
 * (the language switch's "বাংলা", the taka sign) as a font of their own,
 * components/layout/fonts/bengali-on-english-pages.woff2, so English pages draw them without
 * loading the whole Bengali font, and without empty boxes where the device has none.
 * Run it after adding Bengali to an English message, and copy the unicode-range it prints. It needs fontTools (Debian:
 * `apt-get install fonttools python3-brotli`). The font is Noto Sans Bengali, under the
 * SIL Open Font License 1.1 like its source (@fontsource/noto-sans-bengali's LICENSE).
 */
import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import path from "node:path";

import en from "../../messages/en";

const root = path.resolve(import.meta.dirname, "../..");
const source = "node_modules/@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-400-normal.woff2";
const output = "components/layout/fonts/bengali-on-english-pages.woff2";
// The letters it holds, for messages/messages.test.ts to check the English messages against.
const letters = "components/layout/fonts/bengali-on-english-pages.json";

// Every Bengali letter in the English messages, as messages/messages.test.ts reads them.
const bengali = [...new Set(JSON.stringify(en).match(/[\u0980-\u09FF]/gu))].sort().join("");

execFileSync(
  "pyftsubset",
  [
    source,
    `--text=${bengali}`,
    // Every shaping feature, so the letters join as in the whole font; names kept for the licence.
    "--layout-features=*",
    "--name-IDs=*",
    "--flavor=woff2",
    `--output-file=${output}`,
  ],
  { cwd: root, stdio: "inherit" },
);
writeFileSync(path.join(root, letters), `${JSON.stringify({ letters: bengali }, null, 2)}\n`);
console.log(`${output}: ${[...bengali].join(" ")}`);
// next/font takes only literal options: this goes into components/layout/bengali-font.ts by hand.
const range = [...bengali].map((letter) => `U+${letter.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")}`);
console.log(`its unicode-range: ${range.join(",")}`);
