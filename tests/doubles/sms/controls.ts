import { json, settingsControls, type Routes } from "../http";
import { ALLOWED_SETTINGS } from "./settings";
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
    ...settingsControls(state, ALLOWED_SETTINGS),
  };
}
