import { getTranslations } from "next-intl/server";

import { siteConfig } from "@/config/site";
import { env } from "@/lib/env";
import { normalizeWhatsAppNumber, WHATSAPP_TEXT_PARAM, whatsAppChatUrl } from "@/lib/chat";
import { UnconfiguredChatForm } from "@/components/chat/unconfigured-chat-form";
import { StaticImage } from "@/components/ui/static-image";
import { Icon } from "@/components/icons/icon";

const PANEL_ID = "chat-panel";
const FORM_CLASS = "flex items-center gap-2 border-t p-3";

/**
 * The floating chat button, bottom right on every page, that continues the talk on WhatsApp.
 * Built on the browser's popover and a GET form, so it costs the page no JavaScript.
 * The number is read at build time (NEXT_PUBLIC_WHATSAPP_NUMBER).
 */
export async function ChatWidget() {
  const t = await getTranslations("layout.chat");
  const number = normalizeWhatsAppNumber(env().NEXT_PUBLIC_WHATSAPP_NUMBER);
  const fields = (
    <>
      <label htmlFor="chat-message" className="sr-only">
        {t("messageLabel")}
      </label>
      <input
        id="chat-message"
        name={WHATSAPP_TEXT_PARAM}
        placeholder={t("messagePlaceholder")}
        autoComplete="off"
        className="h-10 min-w-0 flex-1 rounded-full border border-input bg-background px-4 text-sm focus-visible:outline-2 focus-visible:outline-ring"
      />
      <button
        type="submit"
        aria-label={t("send")}
        className="flex size-10 shrink-0 items-center justify-center rounded-full bg-[#128c7e] text-white hover:bg-[#075e54]"
      >
        <Icon name="send" className="size-4" />
      </button>
    </>
  );

  return (
    <>
      {/*
       * A button floating over the page covers whatever scrolls under it: on a phone a Pay button
       * or a price, and the page's last row for good. Below 2xl it is pinned bottom right on a bar
       * of its own, with the shop's phone number, whose height every page keeps free at its end
       * (the layout's padding) and wherever the browser scrolls a control into view (globals.css'
       * scroll-padding), as the sticky header's at the top. From 2xl (96rem) the 80rem content
       * column leaves a gutter wider than the button, and it floats alone.
       */}
      <div className="fixed inset-x-0 bottom-0 z-40 flex h-16 items-center justify-between gap-3 border-t bg-background/95 px-4 backdrop-blur supports-[backdrop-filter]:bg-background/80 sm:px-6 2xl:inset-x-auto 2xl:bottom-6 2xl:right-6 2xl:h-auto 2xl:border-0 2xl:bg-transparent 2xl:p-0 2xl:backdrop-blur-none">
        <a
          href={siteConfig.contact.phoneHref}
          className="flex min-w-0 items-center gap-2 rounded-md text-sm font-medium text-ink hover:underline 2xl:hidden"
        >
          <Icon name="phone" className="size-4 shrink-0 text-[#128c7e]" />
          <span className="truncate">{t("call", { phone: siteConfig.contact.phone })}</span>
        </a>
        <button
          type="button"
          popoverTarget={PANEL_ID}
          aria-label={t("open")}
          className="flex size-12 shrink-0 items-center justify-center rounded-full bg-[#128c7e] text-white shadow-lg transition-transform hover:scale-105 2xl:size-14"
        >
          <Icon name="message-circle" className="size-6 2xl:size-7" />
        </button>
      </div>
      <section
        id={PANEL_ID}
        popover="auto"
        aria-label={t("open")}
        className="fixed inset-auto bottom-20 right-4 m-0 w-[min(22rem,calc(100vw-2rem))] overflow-hidden rounded-2xl border bg-background p-0 shadow-2xl sm:right-6 2xl:bottom-24"
      >
        <header className="flex items-center gap-3 bg-[#075e54] px-4 py-3 text-white">
          <StaticImage src="/images/logo.svg" alt="" width={36} height={36} className="rounded-full bg-white p-1" />
          <div className="min-w-0 flex-1">
            <p className="font-semibold" lang="en">
              {siteConfig.name}
            </p>
            <p className="text-xs text-white/85">{t("replyTime")}</p>
          </div>
          <button
            type="button"
            popoverTarget={PANEL_ID}
            popoverTargetAction="hide"
            aria-label={t("close")}
            className="rounded-full p-1 hover:bg-white/15"
          >
            <Icon name="x" className="size-5" />
          </button>
        </header>
        <div className="bg-[#ece5dd] px-4 py-5">
          <p className="max-w-[85%] rounded-lg rounded-tl-none bg-white px-3 py-2 text-sm text-slate-800 shadow-sm">
            {t("greeting")}
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
          <UnconfiguredChatForm className={FORM_CLASS} alertText={t("invalidPhone")}>
            {fields}
          </UnconfiguredChatForm>
        )}
      </section>
    </>
  );
}
