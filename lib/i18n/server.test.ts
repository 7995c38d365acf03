import { describe, expect, it } from "vitest";

import { shellMessages } from "@/lib/i18n/server";
import { locales } from "@/lib/i18n/locales";
import { messagesFor, SHELL_CLIENT_MESSAGES } from "@/messages";

describe("shellMessages", () => {
  it.each(locales)(
    "gives %s pages' browsers the shell's client parts, not the footer's or the metadata's words",
    (locale) => {
      const all = messagesFor(locale);
      const shell = shellMessages(locale);
      expect(Object.keys(shell.common).sort()).toEqual([...SHELL_CLIENT_MESSAGES.common].sort());
      expect(Object.keys(shell.layout).sort()).toEqual([...SHELL_CLIENT_MESSAGES.layout].sort());
      expect(shell.layout.nav).toEqual(all.layout.nav);
      expect(shell.common.notFound).toEqual(all.common.notFound);
      const sent = JSON.stringify(shell);
      for (const serverOnly of [all.layout.footer.description, all.layout.contact.address, all.common.metadata.title])
        expect(sent).not.toContain(serverOnly);
    },
  );
});
