import type { Translation } from "@/messages/translation";
import type en from "@/messages/en/products";

export default {} satisfies Translation<typeof en>;
