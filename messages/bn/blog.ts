import type { Translation } from "@/messages/translation";
import type en from "@/messages/en/blog";

export default {} satisfies Translation<typeof en>;
