import type { Translation } from "@/messages/translation";
import type en from "@/messages/en/emails";

export default {} satisfies Translation<typeof en>;
