import { StarFilled, StarOutlined } from '@ant-design/icons';
import { Button, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useProductsT } from './i18n';
import type { MenuPage } from './menuIndex';

const ELLIPSIS = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;

interface Props {
  page: MenuPage;
  starred: boolean;
  onOpen: (page: MenuPage) => void;
  onToggleStar: (page: MenuPage, starred: boolean) => void;
  /** Shows the folders above the page (search results, favourites). */
  showTrail?: boolean;
  extra?: ReactNode;
}

/** One menu page in the drawer: its title opens it, the star keeps it among the favourites. */
export function MenuRow({ page, starred, onOpen, onToggleStar, showTrail, extra }: Props) {
  const t = useProductsT();
  const label = starred ? t('unstar') : t('star');
  return (
    <Flex align="center" gap={4} data-testid={`menu-row-${page.name}`}>
      <Button
        type="text"
        size="small"
        onClick={() => onOpen(page)}
        style={{ flex: 1, justifyContent: 'flex-start', minWidth: 0 }}
      >
        {/* CSS ellipsis: antd's measuring ellipsis costs a ResizeObserver per row. */}
        <span style={ELLIPSIS}>
          {page.title}
          {showTrail && page.trail.length > 0 && (
            <Typography.Text type="secondary"> · {page.trail.join(' / ')}</Typography.Text>
          )}
        </span>
      </Button>
      {extra}
      <Button
        type="text"
        size="small"
        aria-label={`${label} ${page.title}`}
        title={label}
        aria-pressed={starred}
        data-testid={`star-${page.name}`}
        icon={starred ? <StarFilled style={{ color: '#fadb14' }} /> : <StarOutlined />}
        onClick={() => onToggleStar(page, starred)}
      />
    </Flex>
  );
}
