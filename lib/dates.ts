/** The shop and its customers are in Bangladesh: every date and time is shown in Dhaka time. */
const TIME_ZONE = "Asia/Dhaka";

const date = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeZone: TIME_ZONE });
const longDate = new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeZone: TIME_ZONE });
const dateTime = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short", timeZone: TIME_ZONE });
const time = new Intl.DateTimeFormat("en-GB", { hour: "2-digit", minute: "2-digit", timeZone: TIME_ZONE });

type When = Date | string;
const at = (when: When) => (typeof when === "string" ? new Date(when) : when);

/** 23 Nov 2026 */
export const formatDate = (when: When) => date.format(at(when));
/** 23 November 2026 */
export const formatLongDate = (when: When) => longDate.format(at(when));
/** 23 Nov 2026, 21:46 */
export const formatDateTime = (when: When) => dateTime.format(at(when));
/** 21:46 */
export const formatTime = (when: When) => time.format(at(when));
