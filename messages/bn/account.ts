import type { Translation } from "@/messages/translation";
import type en from "@/messages/en/account";

export default {} satisfies Translation<typeof en>;
