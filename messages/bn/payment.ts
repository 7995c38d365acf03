import type { Translation } from "@/messages/translation";
import type en from "@/messages/en/payment";

export default {} satisfies Translation<typeof en>;
