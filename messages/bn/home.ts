import type { Translation } from "@/messages/translation";
import type en from "@/messages/en/home";

export default {} satisfies Translation<typeof en>;
