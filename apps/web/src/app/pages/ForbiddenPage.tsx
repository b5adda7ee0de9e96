import { ExceptionResult } from './ExceptionResult';

/** /403 (spec 000 §2). */
export function ForbiddenPage() {
  return <ExceptionResult status={403} />;
}
