export type Greeting = 'morning' | 'forenoon' | 'noon' | 'afternoon' | 'evening';

/** Spec 000 §1: before 9 morning, until 11 forenoon, until 13 noon, before 20 afternoon, else evening. */
export function greetingFor(hour: number): Greeting {
  if (hour < 9) return 'morning';
  if (hour <= 11) return 'forenoon';
  if (hour <= 13) return 'noon';
  if (hour < 20) return 'afternoon';
  return 'evening';
}
