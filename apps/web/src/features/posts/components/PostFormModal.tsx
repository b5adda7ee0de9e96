import { type PostView, postAddSchema } from '@awards/shared/posts';
import { App, Col, Form, Input, InputNumber, Modal, Row, Switch } from 'antd';
import { DictSelect } from '../../../components/DictSelect/DictSelect';
import { submitOnEnter } from '../../../components/submitOnEnter';
import { remoteRule, showSaveError } from '../../../lib/formErrors';
import { zodRule } from '../../../lib/zodRule';
import { checkPostCode, type PostSave, useSavePost } from '../api/savePost';
import { usePostsT } from '../i18n';
import { NEW_POST, type PostFormValues, postValues, toPostAdd, toPostUpdate } from '../postForm';

const FIELDS = postAddSchema.shape;
const FIELD_NAMES = Object.keys(FIELDS);

/** Add or edit a post; its code is checked against the others as it is typed. */
export function PostFormModal({ post, onClose }: { post: PostView | null; onClose: () => void }) {
  const { t, tr } = usePostsT();
  const { message } = App.useApp();
  const [form] = Form.useForm<PostFormValues>();
  const save = useSavePost();

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const request: PostSave = post
      ? { kind: 'update', values: toPostUpdate(post.postId, values) }
      : { kind: 'add', values: toPostAdd(values) };
    save.mutate(request, {
      onSuccess: () => {
        void message.success(t(post ? 'done.edited' : 'done.added'));
        onClose();
      },
      onError: (error) => showSaveError(error, form, FIELD_NAMES, message.error, tr),
    });
  };

  return (
    <Modal
      open
      title={t(post ? 'form.editTitle' : 'form.addTitle')}
      width={640}
      okText={t('form.ok')}
      cancelText={t('form.cancel')}
      confirmLoading={save.isPending}
      onOk={submit}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<PostFormValues>
        onKeyDown={submitOnEnter(submit)}
        form={form}
        name="postForm"
        layout="vertical"
        initialValues={post ? postValues(post) : NEW_POST}
        data-testid="post-form"
      >
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item
              name="postCode"
              label={t('form.postCode')}
              tooltip={t('form.postCodeHint')}
              required
              validateFirst
              validateDebounce={400}
              rules={[
                zodRule(FIELDS.postCode, tr),
                remoteRule((code) => checkPostCode(code, post?.postId), tr),
              ]}
            >
              <Input maxLength={50} placeholder="DEPT_HEAD" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item
              name="postName"
              label={t('form.postName')}
              required
              rules={[zodRule(FIELDS.postName, tr)]}
            >
              <Input maxLength={50} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="postType" label={t('form.postType')}>
              <DictSelect categoryCode="post_type" allowClear placeholder={t('form.choose')} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="postRank" label={t('form.postRank')}>
              <DictSelect categoryCode="post_rank" allowClear placeholder={t('form.choose')} />
            </Form.Item>
          </Col>
          <Col xs={12} sm={6}>
            <Form.Item name="sortNumber" label={t('form.sortNumber')}>
              <InputNumber min={0} max={999_999} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={12} sm={6}>
            <Form.Item name="enabled" label={t('form.status')} valuePropName="checked">
              <Switch checkedChildren={t('status.enabled')} unCheckedChildren={t('status.disabled')} />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item name="remark" label={t('form.remark')} rules={[zodRule(FIELDS.remark, tr)]}>
              <Input.TextArea maxLength={500} rows={2} />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Modal>
  );
}
