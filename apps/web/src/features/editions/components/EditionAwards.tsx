import { PlusOutlined } from '@ant-design/icons';
import type { EditionAwardView, EditionDetail, EditionStatus } from '@awards/shared/editions';
import { reportError } from '@awards/web-common/formErrors';
import { App, Button, Collapse, Empty, Flex, Modal, Select, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { FlowEditor } from '../../../components/AwardSets/FlowEditor';
import { GradesEditor } from '../../../components/AwardSets/GradesEditor';
import { refusalText } from '../../../components/AwardSets/refusal';
import { StandardsEditor } from '../../../components/AwardSets/StandardsEditor';
import { Permission, usePermission } from '../../../components/RowActions/Permission';
import { RowActions } from '../../../components/RowActions/RowActions';
import {
  type EditionAwardSet,
  useAddEditionAwards,
  useRemoveEditionAward,
  useSaveEditionAwardSet,
} from '../api/editionActions';
import { useAwardOptions } from '../api/editionPage';
import { useEditionsT } from '../i18n';

/** Which parts can still change in each status (docs/domain.md, editability.ts on the server). */
const EDITABLE_IN: Record<'awards' | 'flow' | 'standards' | 'grades', EditionStatus[]> = {
  awards: ['draft', 'declaring'],
  flow: ['draft', 'declaring'],
  standards: ['draft', 'declaring', 'examining'],
  grades: ['draft', 'declaring', 'examining', 'reviewing'],
};

/** Add awards from the picker (enabled awards not yet in the edition). */
function AddAwardsModal({ edition, onClose }: { edition: EditionDetail; onClose: () => void }) {
  const { t, tr } = useEditionsT();
  const { message } = App.useApp();
  const options = useAwardOptions(true);
  const add = useAddEditionAwards();
  const [picked, setPicked] = useState<number[]>([]);
  const inEdition = new Set(edition.awards.map((a) => a.awardId));
  return (
    <Modal
      open
      title={t('awards.pick')}
      okText={t('awards.ok')}
      cancelText={t('awards.cancel')}
      okButtonProps={{ disabled: picked.length === 0 }}
      confirmLoading={add.isPending}
      onCancel={onClose}
      onOk={() =>
        add.mutate(
          { editionId: edition.editionId, awardIds: picked },
          {
            onSuccess: () => {
              void message.success(t('done.awardsAdded'));
              onClose();
            },
            onError: (error) => reportError(error, message.error, tr),
          },
        )
      }
      destroyOnHidden
    >
      <Flex vertical gap={8}>
        <Typography.Text type="secondary">{t('awards.pickHint')}</Typography.Text>
        <Select<number[]>
          mode="multiple"
          style={{ width: '100%' }}
          loading={options.isPending}
          value={picked}
          onChange={setPicked}
          optionFilterProp="label"
          placeholder={t('awards.pick')}
          data-testid="edition-award-picker"
          options={(options.data ?? [])
            .filter((option) => !inEdition.has(option.awardId))
            .map((option) => ({ value: option.awardId, label: `${option.awardName} (${option.awardCode})` }))}
        />
      </Flex>
    </Modal>
  );
}

/** One edition award: its grades and quotas, standards and flow, editable while the status allows. */
function EditionAwardSets({ edition, award }: { edition: EditionDetail; award: EditionAwardView }) {
  const { t, tr } = useEditionsT();
  const { message } = App.useApp();
  const canEdit = usePermission('EDITION_EDIT');
  const save = useSaveEditionAwardSet();
  const editable = (part: keyof typeof EDITABLE_IN) => canEdit && EDITABLE_IN[part].includes(edition.status);
  const ids = { editionId: edition.editionId, awardId: award.awardId };
  const saveSet = (set: EditionAwardSet) =>
    save.mutateAsync(set).then(
      () => {
        void message.success(t('done.saved'));
        return null;
      },
      (error: unknown) => refusalText(error, tr),
    );
  // An editor starts again when the server holds another set of its own, never because another
  // set was saved (that would throw away what is being typed there).
  const signature = (set: unknown) => JSON.stringify(set);
  const prefix = `edition-award-${award.awardCode}`;
  return (
    <Tabs
      size="small"
      items={[
        {
          key: 'grades',
          label: t('awards.grades'),
          children: (
            <GradesEditor
              key={signature(award.grades)}
              id={`${prefix}-grades`}
              value={award.grades}
              quota="edition"
              editable={editable('grades')}
              onSave={(grades) => saveSet({ ...ids, part: 'grades', grades })}
            />
          ),
        },
        {
          key: 'standards',
          label: t('awards.standards'),
          children: (
            <StandardsEditor
              key={signature(award.standards)}
              id={`${prefix}-standards`}
              value={award.standards}
              editable={editable('standards')}
              onSave={(standards) => saveSet({ ...ids, part: 'standards', standards })}
            />
          ),
        },
        {
          key: 'flow',
          label: t('awards.flow'),
          children: (
            <FlowEditor
              key={signature(award.flow)}
              id={`${prefix}-flow`}
              value={award.flow}
              editable={editable('flow')}
              onSave={(flow) => saveSet({ ...ids, part: 'flow', flow })}
            />
          ),
        },
      ]}
    />
  );
}

/** The edition's awards: add from the picker, take out, and each one's sets. */
export function EditionAwards({ edition }: { edition: EditionDetail }) {
  const { t, tr } = useEditionsT();
  const { message } = App.useApp();
  const [adding, setAdding] = useState(false);
  const remove = useRemoveEditionAward();
  const open = EDITABLE_IN.awards.includes(edition.status);
  return (
    <Flex vertical gap={12}>
      {open && (
        <Permission code="EDITION_EDIT">
          <div>
            <Button icon={<PlusOutlined />} onClick={() => setAdding(true)} data-testid="edition-award-add">
              {t('awards.add')}
            </Button>
          </div>
        </Permission>
      )}
      {edition.awards.length === 0 ? (
        <Empty description={t('awards.none')} />
      ) : (
        <Collapse
          defaultActiveKey={edition.awards.length === 1 ? [String(edition.awards[0]!.awardId)] : []}
          items={edition.awards.map((award) => ({
            key: String(award.awardId),
            label: <span data-testid={`edition-award-${award.awardCode}`}>{award.awardName}</span>,
            extra: open ? (
              // Inside the header: a click on the action must not fold the panel.
              // biome-ignore lint/a11y/noStaticElementInteractions: it only stops the click's propagation.
              // biome-ignore lint/a11y/useKeyWithClickEvents: as above, no action of its own.
              <span onClick={(event) => event.stopPropagation()}>
                <RowActions
                  actions={[
                    {
                      key: `remove-${award.awardCode}`,
                      label: t('awards.remove'),
                      permission: 'EDITION_EDIT',
                      danger: true,
                      confirm: t('awards.removeConfirm', { name: award.awardName }),
                      onClick: () =>
                        remove.mutateAsync({ editionId: edition.editionId, awardId: award.awardId }).then(
                          () => void message.success(t('done.awardRemoved')),
                          (error) => reportError(error, message.error, tr),
                        ),
                    },
                  ]}
                />
              </span>
            ) : undefined,
            children: <EditionAwardSets edition={edition} award={award} />,
          }))}
        />
      )}
      {adding && <AddAwardsModal edition={edition} onClose={() => setAdding(false)} />}
    </Flex>
  );
}
