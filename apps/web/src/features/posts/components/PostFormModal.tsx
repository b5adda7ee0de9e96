import { type PostView, postAddSchema } from '@awards/shared/posts';
import { remoteRule } from '@awards/web-common/formErrors';
import { zodRule } from '@awards/web-common/zodRule';
import { Col, Form, Input, InputNumber, Row, Switch } from 'antd';
import { DictSelect } from '../../../components/DictSelect/DictSelect';
import { EntityFormModal } from '../../../components/EntityForm/EntityFormModal';
import { checkPostCode, useSavePost } from '../api/savePost';
import { usePostsT } from '../i18n';
import { NEW_POST, type PostFormValues, postValues, toPostAdd, toPostUpdate } from '../postForm';

const FIELDS = postAddSchema.shape;

/** Add or edit a post; its code is checked against the others as it is typed. */
export function PostFormModal({ post, onClose }: { post: PostView | null; onClose: () => void }) {
  const { t, tr } = usePostsT();
  const [form] = Form.useForm<PostFormValues>();
  const save = useSavePost();
  return (
    <EntityFormModal
      form={form}
      name="post"
      title={t(post ? 'form.editTitle' : 'form.addTitle')}
      saved={t(post ? 'done.edited' : 'done.added')}
      width={640}
      initialValues={post ? postValues(post) : NEW_POST}
      onSave={(values) =>
        save.mutateAsync(
          post
            ? { kind: 'update', values: toPostUpdate(post.postId, values) }
            : { kind: 'add', values: toPostAdd(values) },
        )
      }
      translate={tr}
      onClose={onClose}
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
    </EntityFormModal>
  );
}
