import type { Translation } from "@/messages/translation";
import type en from "@/messages/en/adminOrders";

export default {} satisfies Translation<typeof en>;
