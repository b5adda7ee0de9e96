import { NOTICE_MESSAGES, type NoticeView } from '@awards/shared/notices';
import { translateShared } from '@awards/web-common/i18n';
import { Col, DatePicker, Form, Input, Radio, Row, Select, Skeleton, Switch } from 'antd';
import { lazy, Suspense } from 'react';
import { AttachmentUpload } from '../../../components/AttachmentUpload';
import { EntityFormModal } from '../../../components/EntityForm/EntityFormModal';
import { UserIdsInput } from '../../../components/ReceiversFields/UserIdsInput';
import { useEditionOptions } from '../api/editionOptions';
import { useSaveNotice } from '../api/saveNotice';
import { useNoticesT } from '../i18n';
import { NEW_NOTICE, type NoticeFormValues, noticeValues, toNoticeSave } from '../noticeForm';

// Quill and its CSS load only when a notice is being written.
const RichTextEditor = lazy(() => import('./RichTextEditor'));

const MODAL_PROPS = {
  style: { maxWidth: 'calc(100vw - 16px)' },
  okButtonProps: { 'data-testid': 'notice-save' } as Record<`data-${string}`, string>,
};

/**
 * The form control around the lazy editor: Form.Item hands value and onChange to its direct
 * child, so that child must be this, not the Suspense boundary (which would drop them).
 */
function ContentEditor(props: { value?: string | null; onChange?: (html: string) => void }) {
  return (
    <Suspense fallback={<Skeleton active paragraph={{ rows: 4 }} title={false} />}>
      <RichTextEditor {...props} />
    </Suspense>
  );
}

/** Add or edit a draft notice: rich text, attachments, receivers, priority, period and what it opens. */
export function NoticeFormModal({ notice, onClose }: { notice: NoticeView | null; onClose: () => void }) {
  const t = useNoticesT();
  const [form] = Form.useForm<NoticeFormValues>();
  const save = useSaveNotice();
  const msgType = Form.useWatch('msgType', form);
  const openType = Form.useWatch('openType', form);
  const publicFlag = Form.useWatch('publicFlag', form);
  const isPublic = msgType === 'ALL' && Boolean(publicFlag);
  const editions = useEditionOptions(isPublic);

  return (
    <EntityFormModal
      form={form}
      name="notice"
      title={t(notice ? 'form.editTitle' : 'form.addTitle')}
      saved={t(notice ? 'done.edited' : 'done.added')}
      width={860}
      okText={t('form.ok')}
      modalProps={MODAL_PROPS}
      initialValues={notice ? noticeValues(notice) : NEW_NOTICE}
      onSave={(values) => save.mutateAsync(toNoticeSave(values, notice?.id))}
      translate={translateShared}
      onClose={onClose}
    >
      <Row gutter={16}>
        <Col span={24}>
          <Form.Item
            name="titile"
            label={t('form.titile')}
            rules={[
              { required: true, whitespace: true, message: translateShared(NOTICE_MESSAGES.titleRequired) },
            ]}
          >
            <Input maxLength={100} showCount />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item name="msgAbstract" label={t('form.msgAbstract')}>
            <Input.TextArea maxLength={500} rows={2} />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item name="msgContent" label={t('form.msgContent')}>
            <ContentEditor />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="msgType" label={t('form.msgType')}>
            <Radio.Group
              options={[
                { value: 'ALL', label: t('target.ALL') },
                { value: 'USER', label: t('target.USER') },
              ]}
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="priority" label={t('form.priority')}>
            <Radio.Group
              options={(['H', 'M', 'L'] as const).map((p) => ({ value: p, label: t(`priority.${p}`) }))}
            />
          </Form.Item>
        </Col>
        {msgType === 'USER' && (
          <Col span={24}>
            <Form.Item
              name="userIds"
              label={t('form.userIds')}
              rules={[
                {
                  required: true,
                  type: 'array',
                  min: 1,
                  message: translateShared(NOTICE_MESSAGES.userIdsRequired),
                },
              ]}
            >
              <UserIdsInput
                testIdPrefix="notice"
                queryKey={['notices', 'receivers']}
                tableId="message.notices.receivers"
              />
            </Form.Item>
          </Col>
        )}
        {msgType === 'ALL' && (
          <Col xs={24} sm={12}>
            <Form.Item
              name="publicFlag"
              label={t('form.publicFlag')}
              valuePropName="checked"
              extra={t('form.publicFlagHelp')}
            >
              <Switch data-testid="notice-public" />
            </Form.Item>
          </Col>
        )}
        {isPublic && (
          <Col xs={24} sm={12}>
            <Form.Item name="editionId" label={t('form.editionId')} extra={t('form.editionHelp')}>
              <Select
                allowClear
                loading={editions.isLoading}
                data-testid="notice-edition"
                options={(editions.data ?? []).map((e) => ({ value: e.editionId, label: e.editionName }))}
              />
            </Form.Item>
          </Col>
        )}
        <Col span={24}>
          <Form.Item name="range" label={`${t('form.startTime')} ~ ${t('form.endTime')}`}>
            <DatePicker.RangePicker showTime allowEmpty={[true, true]} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={8}>
          <Form.Item name="openType" label={t('form.openType')}>
            <Select
              options={[
                { value: '', label: t('form.openTypeNone') },
                { value: 'url', label: 'url' },
                { value: 'component', label: 'component' },
              ]}
            />
          </Form.Item>
        </Col>
        {openType ? (
          <>
            <Col xs={24} sm={10}>
              <Form.Item
                name="openPage"
                label={t('form.openPage')}
                rules={[
                  {
                    required: true,
                    whitespace: true,
                    message: translateShared(NOTICE_MESSAGES.openPageRequired),
                  },
                ]}
              >
                <Input maxLength={500} placeholder="/_account/center/Index" />
              </Form.Item>
            </Col>
            <Col xs={24} sm={6}>
              <Form.Item name="busId" label={t('form.busId')}>
                <Input maxLength={64} />
              </Form.Item>
            </Col>
          </>
        ) : null}
        <Col span={24}>
          <Form.Item name="msgFiles" label={t('form.msgFiles')}>
            <AttachmentUpload
              buttonText={t('form.upload')}
              testId="notice-files"
              onError={(text) => form.setFields([{ name: 'msgFiles', errors: text ? [text] : [] }])}
            />
          </Form.Item>
        </Col>
      </Row>
    </EntityFormModal>
  );
}
