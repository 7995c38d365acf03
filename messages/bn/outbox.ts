import type { Translation } from "@/messages/translation";
import type en from "@/messages/en/outbox";

export default {} satisfies Translation<typeof en>;
