/**
 * Contact details and off-platform links: the marketplace forbids them before a contract, and a proposal
 * that carries one puts the freelancer's account at risk. Naming a messenger as the client's need ("a
 * Discord bot") is fine; offering a handle on it is not.
 */
const CONTACT_PATTERNS: RegExp[] = [
  /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/, // e-mail address
  /(?:\+|\b00)\d[\d\s().-]{7,}\d\b/, // international phone number
  /\(?\b\d{3}\)?[\s.-]\d{3}[\s.-]\d{4}\b/, // North American phone number
  /\b(?:skype|whatsapp|telegram|wechat|signal|viber|discord|zoom|teams)\b[^.!?]{0,40}\b(?:me|my|id|handle|number|username|contact|reach|call|add|text|ping|message)\b/i,
  /\b(?:contact|reach|call|text|ping|message|add|find)\s+me\b[^.!?]{0,30}\b(?:on|at|via)\s+(?:skype|whatsapp|telegram|wechat|signal|viber|discord|zoom|e-?mail|phone)\b/i,
  /\b(?:my|our)\s+(?:e-?mail|phone|mobile|cell|number|skype|whatsapp|telegram)\s+(?:is|:)/i,
];

/** Links that take the conversation or the payment off the marketplace. */
const OFF_PLATFORM_LINK =
  /\b(?:https?:\/\/)?(?:www\.)?(?:calendly\.com|cal\.com|wa\.me|t\.me|telegram\.me|m\.me|paypal\.me|buymeacoffee\.com|linktr\.ee|zoom\.us\/j|meet\.google\.com|teams\.microsoft\.com|skype\.com|discord\.gg)\S*/i;

/** The first piece of contact detail or off-platform link in a text, or null. */
export function findContactDetail(text: string): string | null {
  for (const pattern of [OFF_PLATFORM_LINK, ...CONTACT_PATTERNS]) {
    const match = pattern.exec(text);
    if (match) return match[0].trim();
  }
  return null;
}
