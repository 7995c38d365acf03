import type { Translation } from "@/messages/translation";
import type en from "@/messages/en/api";

export default {} satisfies Translation<typeof en>;
