import { CheckOutlined } from '@ant-design/icons';
import { headerBackground, siderBackground } from '../backgrounds';

interface Props {
  name: string;
  primaryColor: string;
  headerBg: string;
  siderBg: string;
  selected: boolean;
  onClick: () => void;
  testId?: string;
}

/** A small picture of a theme: its sider, header and primary colour, with its name below. */
export function ThemeThumbnail({ name, primaryColor, headerBg, siderBg, selected, onClick, testId }: Props) {
  return (
    <button
      type="button"
      onClick={onClick}
      data-testid={testId}
      aria-pressed={selected}
      title={name}
      style={{
        border: `2px solid ${selected ? primaryColor : '#e5e7eb'}`,
        borderRadius: 6,
        padding: 4,
        background: '#fff',
        cursor: 'pointer',
        width: '100%',
        textAlign: 'center',
      }}
    >
      <div style={{ display: 'flex', height: 52, borderRadius: 3, overflow: 'hidden', position: 'relative' }}>
        <div style={{ width: '28%', background: siderBackground(siderBg).background }} />
        <div style={{ flex: 1, display: 'flex', flexDirection: 'column', background: '#f0f2f5' }}>
          <div
            style={{
              height: 12,
              background: headerBackground(headerBg).background,
              borderBottom: '1px solid #eee',
            }}
          />
          <div style={{ margin: 6, height: 8, width: '50%', borderRadius: 2, background: primaryColor }} />
        </div>
        {selected && (
          <CheckOutlined
            style={{ position: 'absolute', right: 4, bottom: 4, color: primaryColor, fontSize: 14 }}
          />
        )}
      </div>
      <div
        style={{
          fontSize: 12,
          marginTop: 4,
          overflow: 'hidden',
          textOverflow: 'ellipsis',
          whiteSpace: 'nowrap',
        }}
      >
        {name}
      </div>
    </button>
  );
}
