import { CURRENCY_SYMBOLS } from '@quillbid/shared';

export type SymbolSetName = 'emoji' | 'arrows' | 'bullets' | 'currencies';

/** The editor's insert menus (spec section 9: emoji, arrows, bullets, currencies). */
export const symbolSets: Record<SymbolSetName, readonly string[]> = {
  emoji: ['😊', '👋', '👍', '🙏', '🚀', '✅', '💡', '🎯', '⭐', '🔥', '📌', '📈', '🤝', '💼', '🏆', '⏰', '✍️', '🎉'],
  arrows: ['→', '←', '↑', '↓', '↔', '⇒', '➜', '➤', '▶', '↳', '⤴', '⟶'],
  bullets: ['•', '◦', '▪', '▫', '■', '□', '●', '○', '◆', '◇', '✔', '–'],
  currencies: CURRENCY_SYMBOLS,
};
