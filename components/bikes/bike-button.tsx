import { GarageButton } from "@/components/bikes/garage-button";
import { pageLocale } from "@/lib/i18n/server";
import { messagesFor } from "@/messages";

/**
 * "My bike" in the navbar. Its own few words come from the server; the garage's, with its
 * code, only once the rider opens it (see GarageButton).
 */
export async function BikeButton() {
  return <GarageButton text={messagesFor(await pageLocale()).bikes.button} />;
}
