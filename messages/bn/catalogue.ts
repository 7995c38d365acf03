import type { Translation } from "@/messages/translation";
import type en from "@/messages/en/catalogue";

export default {} satisfies Translation<typeof en>;
