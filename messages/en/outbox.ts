export default {
  title: "Outbox",
  description: "{count, plural, one {# message} other {# messages}}, newest first",
  emailOff: "E-mail is not configured (SMTP_URL), so e-mails wait here until it is.",
  smsOff: "SMS is not configured (SMS_PROVIDER, SMS_API_KEY): no texts are sent.",
  table: {
    queued: "Queued",
    to: "To",
    message: "Message",
    status: "Status",
    attempts: "Attempts",
    resend: "Resend",
  },
  channels: {
    email: "email",
    sms: "sms",
  },
  statuses: {
    pending: "pending",
    sending: "sending",
    sent: "sent",
    failed: "failed",
  },
  attempts: "{attempts} / {max}",
  secretsGone: "One-time link: ask for a new one",
  resend: {
    label: "Resend",
    pending: "Queuing...",
    ariaLabel: "Resend the message to {to}",
    queued: "The message to {to} is queued again.",
    failed: "The message could not be queued again.",
  },
} as const;
