/**
 * Message keys (docs/conventions.md "Messages"). Every text the server or a shared schema
 * gives a user is defined once, here in packages/shared, under a stable key with its
 * zh_CN, zh_TW and en_GB versions side by side:
 *
 *   export const AWARD_MESSAGES = defineMessages('awards', {
 *     notFound: ['奖项不存在', '獎項不存在', 'The award does not exist'],
 *     inUse: ['奖项「{name}」已被届次使用', '獎項「{name}」已被屆次使用', 'The award {name} is in use'],
 *   });
 *
 * Code passes a message around as a MessageRef: a plain string, so a zod schema can carry it
 * as an issue's message. A message without placeholders is its key (`AWARD_MESSAGES.notFound`
 * is "awards.notFound"); one with placeholders is a function of its parameters, whose result
 * carries them as JSON after the key. Whoever shows the message renders it in the reader's
 * language: the server into the envelope's rtnMessage (next to rtnKey and rtnParams), the
 * portal from the key. Kept free of zod, so the sign-in page can load it alone.
 */

export const LOCALES = ['zh_CN', 'zh_TW', 'en_GB'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'zh_CN';

/** A message's three versions, in the order of LOCALES. */
export type Texts = readonly [zhCN: string, zhTW: string, enGB: string];
export type MessageParams = Readonly<Record<string, string | number>>;

/** A message as code holds it: its key, and the parameters as JSON after a space. */
export type MessageRef = string & { readonly __messageRef: true };

/** The key and parameters of a message, as the envelope carries them. */
export interface MessageCall {
  key: string;
  params?: MessageParams;
}

type Placeholders<S extends string> = S extends `${string}{${infer P}}${infer R}`
  ? P | Placeholders<R>
  : never;

type Entry<T extends Texts> = [Placeholders<T[0]>] extends [never]
  ? MessageRef
  : (params: Record<Placeholders<T[0]>, string | number>) => MessageRef;

export type Messages<G extends Record<string, Texts>> = { readonly [K in keyof G]: Entry<G[K]> };

const registry = new Map<string, Texts>();

const PLACEHOLDER = /\{(\w+)\}/g;
const placeholdersOf = (text: string) => [...text.matchAll(PLACEHOLDER)].map((m) => m[1]!);

/**
 * Defines a group of messages under `group.` and registers their texts, so that any
 * MessageRef made from them can be rendered wherever the group was loaded.
 */
export function defineMessages<const G extends Record<string, Texts>>(group: string, texts: G): Messages<G> {
  const refs: Record<string, unknown> = {};
  for (const [name, versions] of Object.entries(texts)) {
    const key = `${group}.${name}`;
    registry.set(key, versions);
    refs[name] = placeholdersOf(versions[0]).length
      ? (params: MessageParams) => `${key} ${JSON.stringify(params)}` as MessageRef
      : (key as MessageRef);
  }
  return refs as Messages<G>;
}

/** The key and parameters of a MessageRef, or null when the text is not one (plain text). */
export function messageCall(ref: string): MessageCall | null {
  const space = ref.indexOf(' ');
  const key = space < 0 ? ref : ref.slice(0, space);
  if (!registry.has(key)) return null;
  if (space < 0) return { key };
  try {
    const params = JSON.parse(ref.slice(space + 1)) as MessageParams;
    return { key, params };
  } catch {
    return null;
  }
}

/** A MessageRef from a key and parameters (what the envelope carries), or null for an unknown key. */
export function messageRef(call: MessageCall): MessageRef | null {
  if (!registry.has(call.key)) return null;
  return (call.params ? `${call.key} ${JSON.stringify(call.params)}` : call.key) as MessageRef;
}

/**
 * The text of a message in one language with its parameters filled in. A parameter that is
 * itself a MessageRef (a status's name: `{ status: EDITION_STATUS_NAMES.reviewing }`) is
 * rendered in the same language, so "The edition is {status}" never mixes two languages.
 */
export function renderCall(call: MessageCall, locale: Locale = DEFAULT_LOCALE, depth = 0): string {
  const versions = registry.get(call.key);
  if (!versions) return call.key;
  const text = versions[LOCALES.indexOf(locale)] || versions[0];
  return text.replace(PLACEHOLDER, (whole, name: string) => {
    if (!call.params || !(name in call.params)) return whole;
    const value = call.params[name]!;
    const inner = typeof value === 'string' && depth < MAX_DEPTH ? messageCall(value) : null;
    return inner ? renderCall(inner, locale, depth + 1) : String(value);
  });
}

/** How deep refs inside parameters are rendered (a ref is never its own parameter, but a bound is cheap). */
const MAX_DEPTH = 3;

/**
 * A MessageRef (or a plain text, which passes unchanged: a zod default, a user's own
 * words) rendered in one language.
 */
export function renderMessage(ref: string, locale: Locale = DEFAULT_LOCALE): string {
  const call = messageCall(ref);
  return call ? renderCall(call, locale) : ref;
}

/**
 * The label of a code in one language, from a table of labels (a defineMessages group keyed
 * by code, e.g. DECLARATION_STATUS_NAMES): the code itself when the table has none, and ''
 * for no code.
 */
export function renderLabel(
  labels: Readonly<Record<string, MessageRef>>,
  code: string | number | null | undefined,
  locale: Locale = DEFAULT_LOCALE,
): string {
  if (code === null || code === undefined) return '';
  const ref = Object.hasOwn(labels, code) ? labels[code] : undefined;
  return typeof ref === 'string' ? renderMessage(ref, locale) : String(code);
}

/** Every registered key with its texts: what the catalogue test walks. */
export function registeredMessages(): ReadonlyMap<string, Texts> {
  return registry;
}

/** The locale an Accept-Language header asks for (the portal sends its own code, e.g. en_GB). */
export function localeOf(header: string | undefined): Locale {
  for (const part of (header ?? '').split(',')) {
    const tag = part.split(';')[0]!.trim().replace('-', '_').toLowerCase();
    if (!tag) continue;
    if (tag.startsWith('en')) return 'en_GB';
    if (tag === 'zh_tw' || tag === 'zh_hk' || tag === 'zh_mo' || tag.startsWith('zh_hant')) return 'zh_TW';
    if (tag.startsWith('zh')) return 'zh_CN';
  }
  return DEFAULT_LOCALE;
}

export { placeholdersOf };
