import type { Translation } from "@/messages/translation";
import type en from "@/messages/en/tool";

export default {} satisfies Translation<typeof en>;
