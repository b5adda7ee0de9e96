import { ExceptionResult } from './ExceptionResult';

/** /500 (spec 000 §2). */
export function ServerErrorPage() {
  return <ExceptionResult status={500} />;
}
