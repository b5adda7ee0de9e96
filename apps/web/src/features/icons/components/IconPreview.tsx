import { DEFAULT_ICON_VIEW_BOX, SVG_PATH_DATA } from '@awards/shared/icons';

interface Props {
  pathContent: string | undefined;
  viewBox?: string | undefined;
  size?: number;
}

/**
 * An icon drawn as the portal draws it: path data only, in an <svg> of our own (see the
 * server's decision on icons). Data the shared pattern refuses is not drawn at all.
 */
export function IconPreview({ pathContent, viewBox, size = 24 }: Props) {
  const valid = Boolean(pathContent && SVG_PATH_DATA.test(pathContent));
  return (
    <svg
      viewBox={viewBox || DEFAULT_ICON_VIEW_BOX}
      width={size}
      height={size}
      fill="currentColor"
      // Decorative: the icon's name stands beside it wherever it is shown.
      aria-hidden="true"
      style={{ display: 'block', color: 'var(--ant-color-text)' }}
    >
      {valid && <path d={pathContent} />}
    </svg>
  );
}
