import type { Translation } from "@/messages/translation";
import type en from "@/messages/en/dashboard";

export default {} satisfies Translation<typeof en>;
