import { siteConfig } from "@/config/site";
import { texts } from "@/config/texts";
import { env } from "@/lib/env";
import { normalizeWhatsAppNumber, WHATSAPP_TEXT_PARAM, whatsAppChatUrl } from "@/lib/chat";
import { UnconfiguredChatForm } from "@/components/chat/unconfigured-chat-form";
import { StaticImage } from "@/components/ui/static-image";
import { Icon } from "@/components/icons/icon";

const PANEL_ID = "chat-panel";
const FORM_CLASS = "flex items-center gap-2 border-t p-3";

/**
 * The button that opens the chat; ChatWidget's panel is on every page. Only the browser's
 * popover behind it, so it costs the page no JavaScript.
 */
export function ChatButton({ className, iconClassName }: { className: string; iconClassName: string }) {
  return (
    <button type="button" popoverTarget={PANEL_ID} aria-label="Chat with us" className={className}>
      <Icon name="message-circle" className={iconClassName} />
    </button>
  );
}

/**
 * The chat that continues the talk on WhatsApp: its panel, and the floating button that opens
 * it on screens wide enough to float it (the header's ChatButton opens it on the others).
 * Built on the browser's popover and a GET form, so it costs the page no JavaScript.
 * The number is read at build time (NEXT_PUBLIC_WHATSAPP_NUMBER).
 */
export function ChatWidget() {
  const number = normalizeWhatsAppNumber(env().NEXT_PUBLIC_WHATSAPP_NUMBER);
  const fields = (
    <>
      <label htmlFor="chat-message" className="sr-only">
        Your message
      </label>
      <input
        id="chat-message"
        name={WHATSAPP_TEXT_PARAM}
        placeholder="Type a message.."
        autoComplete="off"
        className="h-10 min-w-0 flex-1 rounded-full border border-input bg-background px-4 text-sm focus-visible:outline-2 focus-visible:outline-ring"
      />
      <button
        type="submit"
        aria-label="Send message"
        className="flex size-10 shrink-0 items-center justify-center rounded-full bg-[#128c7e] text-white hover:bg-[#075e54]"
      >
        <Icon name="send" className="size-4" />
      </button>
    </>
  );

  return (
    <>
      {/*
       * A fixed button covers whatever scrolls under it: on a phone a Pay button or a price,
       * and the page's last row for good. It floats only from 2xl (96rem), where the 80rem
       * content column leaves a gutter of 8rem or more beside it, room for its 3.5rem and
       * margin; on narrower screens the header holds the chat button instead.
       */}
      <ChatButton
        className="fixed bottom-6 right-6 z-50 hidden size-14 items-center justify-center rounded-full bg-[#128c7e] text-white shadow-lg transition-transform hover:scale-105 2xl:flex"
        iconClassName="size-7"
      />
      {/* Opens below the header, next to the header's button, or above the floating one. */}
      <section
        id={PANEL_ID}
        popover="auto"
        aria-label="Chat with us"
        className="fixed inset-auto right-4 top-[4.5rem] m-0 w-[min(22rem,calc(100vw-2rem))] overflow-hidden rounded-2xl border bg-background p-0 shadow-2xl sm:right-6 2xl:bottom-24 2xl:top-auto"
      >
        <header className="flex items-center gap-3 bg-[#075e54] px-4 py-3 text-white">
          <StaticImage src="/images/logo.svg" alt="" width={36} height={36} className="rounded-full bg-white p-1" />
          <div className="min-w-0 flex-1">
            <p className="font-semibold">{siteConfig.name}</p>
            <p className="text-xs text-white/85">{texts.chat.replyTime}</p>
          </div>
          <button
            type="button"
            popoverTarget={PANEL_ID}
            popoverTargetAction="hide"
            aria-label="Close chat"
            className="rounded-full p-1 hover:bg-white/15"
          >
            <Icon name="x" className="size-5" />
          </button>
        </header>
        <div className="bg-[#ece5dd] px-4 py-5">
          <p className="max-w-[85%] rounded-lg rounded-tl-none bg-white px-3 py-2 text-sm text-slate-800 shadow-sm">
            {texts.chat.greeting}
          </p>
        </div>
        {number ? (
          <form
            action={whatsAppChatUrl(number)}
            method="get"
            target="_blank"
            rel="noopener noreferrer"
            className={FORM_CLASS}
          >
            {fields}
          </form>
        ) : (
          <UnconfiguredChatForm className={FORM_CLASS} alertText={texts.chat.invalidPhone}>
            {fields}
          </UnconfiguredChatForm>
        )}
      </section>
    </>
  );
}
