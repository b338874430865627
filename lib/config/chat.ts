/** Visa chat constants. One place for every number of the chat. */
export const visaChat = {
  /** Persona names: one is chosen per chat and kept. */
  assistantNames: [
    "Sofía",
    "Mateo",
    "Valentina",
    "Santiago",
    "Camila",
    "Lucas",
    "Isabela",
    "Diego",
    "Mariana",
    "Tomás",
  ],
  defaultTitle: "Travel Visa Consultation",
  titleLength: 30,
  historyLimit: 20,
  /** Conversation messages the assistant sees with each question. */
  contextMessages: 8,
  messageMaxLength: 2000,
  /**
   * Burst limit per visitor, checked after the daily quota: 4 messages per 10 seconds. Generous
   * enough that a visitor's last free questions are never lost to it, tight enough to stop scripts.
   */
  burst: { name: "visa-chat-burst", limit: 4, windowMs: 10_000 },
  /** Warn the visitor when this many messages are left today. */
  warnWhenRemaining: [1, 2],
  usageBar: { amberAt: 0.7, redAt: 0.9 },
  typingDotsMs: 500,
  autoScrollDelayMs: 100,
  autosaveDebounceMs: 1000,
  focusHintDelayMs: 800,
} as const;
