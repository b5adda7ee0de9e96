import { ExceptionResult } from './ExceptionResult';

/** /404 (spec 000 §2). */
export function NotFoundPage() {
  return <ExceptionResult status={404} />;
}
