import type { DataGroupMember } from '@awards/shared/data-groups';
import { useLocalised } from '@awards/web-common/localised';
import { Flex, Tag } from 'antd';
import { useState } from 'react';
import { RegionCascader } from '../../../components/RegionCascader/RegionCascader';
import { useDataGroupsT } from '../i18n';

/**
 * The regions of a region group: a region chosen in the kit's picker (any level) is added as a
 * tag, a tag's close takes it out. The value is the members with their names, so an edited
 * group shows its regions before any level of the picker is loaded.
 */
export function RegionMembers({
  value = [],
  onChange,
}: {
  value?: DataGroupMember[];
  onChange?: (members: DataGroupMember[]) => void;
}) {
  const { t } = useDataGroupsT();
  const localise = useLocalised();
  // The picker only adds: it shows nothing once a region is taken.
  const [picking, setPicking] = useState<string[] | undefined>(undefined);
  return (
    <Flex vertical gap={8}>
      <RegionCascader
        changeOnSelect
        value={picking}
        placeholder={t('form.addRegion')}
        data-testid="data-group-region-picker"
        onChange={(codes, labels) => {
          const code = codes?.at(-1);
          setPicking(undefined);
          if (!code || value.some((m) => m.key === code)) return;
          onChange?.([...value, { key: code, name: labels.join(' / '), nameI18n: {} }]);
        }}
      />
      <Flex wrap gap={4} data-testid="data-group-regions">
        {value.map((member) => (
          <Tag
            key={member.key}
            closable
            onClose={() => onChange?.(value.filter((m) => m.key !== member.key))}
          >
            {localise(member.name, member.nameI18n)}
          </Tag>
        ))}
      </Flex>
    </Flex>
  );
}
