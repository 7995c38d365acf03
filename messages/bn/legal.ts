import type { Translation } from "@/messages/translation";
import type en from "@/messages/en/legal";

export default {} satisfies Translation<typeof en>;
