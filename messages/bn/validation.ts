import type { Translation } from "@/messages/translation";
import type en from "@/messages/en/validation";

export default {} satisfies Translation<typeof en>;
