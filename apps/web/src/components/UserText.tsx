import { Fragment, type ReactNode } from 'react';

/**
 * What a user entered (a name, a title, a unit), shown inside the interface's own words:
 * marked translate="no", so a browser's translator leaves it as it is and the language test
 * (e2e/language-scan.e2e.ts) knows it from the words of the code. For a table column, use
 * DataTable's `userText` (or `userTextCell` on an antd column) instead.
 */
export function UserText({ children }: { children: ReactNode }) {
  return <span translate="no">{children}</span>;
}

/** Stands for the user's text in a translated sentence until withUserText puts it in. */
export const USER_TEXT_SLOT = '\u2063';

/**
 * A sentence of the interface with a user's text in it ("Good morning, 张三"): translate it
 * with USER_TEXT_SLOT as the value, and this marks the text inside as UserText does.
 */
export function withUserText(sentence: string, text: string): ReactNode {
  const [before, ...after] = sentence.split(USER_TEXT_SLOT);
  if (after.length === 0) return sentence;
  return (
    <>
      {before}
      <UserText>{text}</UserText>
      {after.join(text)}
    </>
  );
}

/**
 * A sentence with several users' texts in it ("项目甲：一等奖 → 二等奖"): each USER_TEXT_SLOT
 * in turn takes the next text, marked as UserText does.
 */
export function withUserTexts(sentence: string, texts: readonly string[]): ReactNode {
  const parts = sentence.split(USER_TEXT_SLOT);
  return parts.map((part, i) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one sentence, never reordered
    <Fragment key={i}>
      {part}
      {i < parts.length - 1 && <UserText>{texts[i] ?? ''}</UserText>}
    </Fragment>
  ));
}

/**
 * antd Typography's `ellipsis.tooltip` for a user's text: the tooltip renders in a layer of
 * its own, away from the cell's translate="no", so it carries the mark itself (as CutText's).
 */
export function userTextTooltip(text: ReactNode): { title: ReactNode } {
  return { title: <UserText>{text}</UserText> };
}
