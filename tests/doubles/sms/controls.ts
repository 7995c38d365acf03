import { json, readJson, type Routes } from "./http";
import { mergeSettings, SettingsError } from "./settings";
import type { SmsState } from "./store";

/** `/__double/*`: the test controls, over HTTP for e2e tests that run in another process. */
export function controlRoutes(state: SmsState): Routes {
  return {
    "/__double/messages": {
      GET: ({ url }) => {
        const to = url.searchParams.get("to")?.trim();
        return json(state.messages.filter((sms) => !to || sms.to === to));
      },
    },
    "/__double/settings": {
      GET: () => json(state.settings),
      POST: (request) => {
        try {
          state.settings = mergeSettings(state.settings, readJson(request));
          return json(state.settings);
        } catch (error) {
          if (error instanceof SettingsError || error instanceof SyntaxError) {
            return json({ error: error.message }, 400);
          }
          throw error;
        }
      },
    },
    "/__double/reset": {
      POST: () => {
        state.reset();
        return json({ ok: true });
      },
    },
  };
}
