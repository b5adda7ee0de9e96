import { THEME_PROPERTY_GROUPS } from '@awards/shared/themes';
import { Col, Collapse, Row } from 'antd';
import { PropertyField } from './PropertyField';

/**
 * The theme-property tree (packages/shared/src/themes.ts) as form fields under `config`,
 * one panel per component group; the first group starts open.
 */
export function PropertyEditor({ translate }: { translate: (m: string) => string }) {
  return (
    <Collapse
      size="small"
      defaultActiveKey={[THEME_PROPERTY_GROUPS[0]?.uiName ?? '']}
      items={THEME_PROPERTY_GROUPS.map((group) => ({
        key: group.uiName,
        label: translate(group.displayName),
        // Closed panels keep their fields, so every value is saved.
        forceRender: true,
        children: (
          <Row gutter={16}>
            {group.properties.map((property) => (
              <Col span={8} key={property.uiName}>
                <PropertyField property={property} translate={translate} />
              </Col>
            ))}
          </Row>
        ),
      }))}
    />
  );
}
