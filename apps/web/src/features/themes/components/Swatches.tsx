import type { ThemeView } from '@awards/shared/themes';
import { Flex, Tooltip } from 'antd';

const SWATCH = {
  width: 20,
  height: 20,
  borderRadius: 4,
  border: '1px solid var(--ant-color-border-secondary)',
};
const COLOURS = ['primaryColor', 'menuColor', 'color1', 'color2', 'color3', 'color4'] as const;

/** A theme's colours as small squares: primary, menu, then the four accents that are set. */
export function Swatches({ theme }: { theme: ThemeView }) {
  return (
    <Flex gap={4} wrap data-testid={`swatches-${theme.themeId}`}>
      {COLOURS.map((name) => {
        const colour = theme[name];
        return colour ? (
          <Tooltip title={colour} key={name}>
            <span style={{ ...SWATCH, background: colour }} />
          </Tooltip>
        ) : null;
      })}
    </Flex>
  );
}
