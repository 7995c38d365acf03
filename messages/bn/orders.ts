import type { Translation } from "@/messages/translation";
import type en from "@/messages/en/orders";

export default {} satisfies Translation<typeof en>;
