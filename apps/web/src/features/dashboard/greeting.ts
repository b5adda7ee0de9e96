export type Greeting = 'morning' | 'forenoon' | 'noon' | 'afternoon' | 'evening';

/** Spec 000 §1: before 9 morning, until 11 forenoon, until 13 noon, before 20 afternoon, else evening. */
export function greetingFor(hour: number): Greeting {
  if (hour < 9) return 'morning';
  if (hour <= 11) return 'forenoon';
  if (hour <= 13) return 'noon';
  if (hour < 20) return 'afternoon';
  return 'evening';
}

/**
 * Spec 000 §1's random idle-time phrase (the 休息一会儿吧 of the admin templates it follows):
 * one of these message keys (`home.idle.<key>`), drawn once when the home page opens.
 */
export const IDLE_PHRASES = ['rest', 'tea', 'stretch', 'tired'] as const;
export type IdlePhrase = (typeof IDLE_PHRASES)[number];

export function idlePhrase(random: () => number = Math.random): IdlePhrase {
  const index = Math.min(IDLE_PHRASES.length - 1, Math.floor(random() * IDLE_PHRASES.length));
  return IDLE_PHRASES[index]!;
}
