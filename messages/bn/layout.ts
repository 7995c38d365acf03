import type { Translation } from "@/messages/translation";
import type en from "@/messages/en/layout";

export default {} satisfies Translation<typeof en>;
