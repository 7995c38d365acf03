"use client";

import { useId, useState, type FormEvent } from "react";
import Image from "next/image";
import { MessageCircle, Send, X } from "lucide-react";

import { siteConfig } from "@/config/site";
import { texts } from "@/config/texts";
import { buildWhatsAppLink, normalizeWhatsAppNumber } from "@/lib/chat";

// Inlined at build time; see README for WhatsApp configuration.
const whatsAppNumber = normalizeWhatsAppNumber(process.env.NEXT_PUBLIC_WHATSAPP_NUMBER);

/** The floating chat button, bottom right on every page, that continues the talk on WhatsApp. */
export function ChatWidget() {
  const [open, setOpen] = useState(false);
  const [message, setMessage] = useState("");
  const panelId = useId();

  function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!whatsAppNumber) {
      window.alert(texts.chat.invalidPhone);
      return;
    }
    window.open(buildWhatsAppLink(whatsAppNumber, message), "_blank", "noopener,noreferrer");
    setMessage("");
  }

  return (
    <div className="fixed bottom-4 right-4 z-50 flex flex-col items-end gap-3 sm:bottom-6 sm:right-6">
      {open && (
        <section
          id={panelId}
          aria-label="Chat with us"
          className="w-[min(22rem,calc(100vw-2rem))] overflow-hidden rounded-2xl border bg-background shadow-2xl"
        >
          <header className="flex items-center gap-3 bg-[#075e54] px-4 py-3 text-white">
            <Image src="/images/logo.svg" alt="" width={36} height={36} unoptimized className="rounded-full bg-white p-1" />
            <div className="min-w-0 flex-1">
              <p className="font-semibold">{siteConfig.name}</p>
              <p className="text-xs text-white/85">{texts.chat.replyTime}</p>
            </div>
            <button
              type="button"
              onClick={() => setOpen(false)}
              aria-label="Close chat"
              className="rounded-full p-1 hover:bg-white/15"
            >
              <X className="size-5" />
            </button>
          </header>
          <div className="bg-[#ece5dd] px-4 py-5">
            <p className="max-w-[85%] rounded-lg rounded-tl-none bg-white px-3 py-2 text-sm text-slate-800 shadow-sm">
              {texts.chat.greeting}
            </p>
          </div>
          <form onSubmit={send} className="flex items-center gap-2 border-t p-3">
            <label htmlFor={`${panelId}-message`} className="sr-only">
              Your message
            </label>
            <input
              id={`${panelId}-message`}
              value={message}
              onChange={(event) => setMessage(event.target.value)}
              placeholder="Type a message.."
              autoComplete="off"
              className="h-10 min-w-0 flex-1 rounded-full border border-input bg-background px-4 text-sm focus-visible:outline-2 focus-visible:outline-ring"
            />
            <button
              type="submit"
              aria-label="Send message"
              className="flex size-10 shrink-0 items-center justify-center rounded-full bg-[#128c7e] text-white hover:bg-[#075e54]"
            >
              <Send className="size-4" />
            </button>
          </form>
        </section>
      )}
      <button
        type="button"
        onClick={() => setOpen((value) => !value)}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={open ? "Close chat" : "Chat with us"}
        className="flex size-14 items-center justify-center rounded-full bg-[#128c7e] text-white shadow-lg transition-transform hover:scale-105"
      >
        {open ? <X className="size-6" /> : <MessageCircle className="size-7" />}
      </button>
    </div>
  );
}
