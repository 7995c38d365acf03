import type { Translation } from "@/messages/translation";
import type en from "@/messages/en/bikes";

export default {} satisfies Translation<typeof en>;
