import type { Translation } from "@/messages/translation";
import type en from "@/messages/en/auth";

export default {} satisfies Translation<typeof en>;
