import type { Translation } from "@/messages/translation";
import type en from "@/messages/en/reviews";

export default {} satisfies Translation<typeof en>;
