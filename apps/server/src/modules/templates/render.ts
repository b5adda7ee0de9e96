import { renderTemplate, TEMPLATE_MESSAGES } from '@awards/shared/templates';
import { badRequest } from '../../platform/errors';

type Params = Record<string, string | number | boolean>;

/**
 * Renders a template's title and content, or a 400 naming the first missing
 * parameter (never an empty string in its place). The pure renderer is
 * renderTemplate in packages/shared, so the portal's preview matches.
 */
export function renderOrReject(
  title: string,
  content: string,
  params: Params,
): { title: string; content: string } {
  const renderedTitle = renderTemplate(title, params);
  const renderedContent = renderTemplate(content, params);
  const missing = [
    ...(renderedTitle.ok ? [] : renderedTitle.missing),
    ...(renderedContent.ok ? [] : renderedContent.missing),
  ];
  if (!renderedTitle.ok || !renderedContent.ok) {
    const first = missing[0]!;
    throw badRequest(
      { params: TEMPLATE_MESSAGES.missingParam({ name: [...new Set(missing)].join('、') }) },
      TEMPLATE_MESSAGES.missingParam({ name: first }),
    );
  }
  return { title: renderedTitle.text, content: renderedContent.text };
}
