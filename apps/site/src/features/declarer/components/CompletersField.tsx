import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { completerSchema, MAX_COMPLETERS } from '@awards/shared/declarations';
import { translateShared } from '@awards/web-common/i18n';
import { zodRule } from '@awards/web-common/zodRule';
import { Button, Card, Form, Input, Space } from 'antd';
import { useDeclarerText } from '../i18n';

/** The main completers as an ordered list: the order is their rank, moved with up and down. */
export function CompletersField({ disabled }: { disabled: boolean }) {
  const t = useDeclarerText();
  return (
    <Form.List name="completers">
      {(fields, { add, remove, move }) => (
        <Space direction="vertical" style={{ width: '100%' }} data-testid="completers">
          {fields.map((field, index) => (
            <Card
              key={field.key}
              size="small"
              title={`${index + 1}.`}
              extra={
                !disabled && (
                  <Space size={4}>
                    <Button
                      size="small"
                      icon={<ArrowUpOutlined />}
                      aria-label={t('up')}
                      disabled={index === 0}
                      onClick={() => move(index, index - 1)}
                    />
                    <Button
                      size="small"
                      icon={<ArrowDownOutlined />}
                      aria-label={t('down')}
                      disabled={index === fields.length - 1}
                      onClick={() => move(index, index + 1)}
                    />
                    <Button
                      size="small"
                      danger
                      icon={<DeleteOutlined />}
                      aria-label={t('remove')}
                      onClick={() => remove(index)}
                    />
                  </Space>
                )
              }
            >
              <Form.Item
                name={[field.name, 'name']}
                // The label names the input by its own id (antd would name a generated one).
                htmlFor={`completer-${index}-name`}
                label={t('completerName')}
                rules={[zodRule(completerSchema.shape.name, translateShared)]}
              >
                <Input id={`completer-${index}-name`} maxLength={50} disabled={disabled} />
              </Form.Item>
              <Form.Item
                name={[field.name, 'unit']}
                htmlFor={`completer-${index}-unit`}
                label={t('completerUnit')}
              >
                <Input id={`completer-${index}-unit`} maxLength={100} disabled={disabled} />
              </Form.Item>
              <Form.Item
                name={[field.name, 'contribution']}
                htmlFor={`completer-${index}-contribution`}
                label={t('contribution')}
                style={{ marginBottom: 0 }}
              >
                <Input.TextArea
                  id={`completer-${index}-contribution`}
                  rows={2}
                  maxLength={500}
                  disabled={disabled}
                />
              </Form.Item>
            </Card>
          ))}
          {!disabled && fields.length < MAX_COMPLETERS && (
            <Button
              block
              icon={<PlusOutlined />}
              onClick={() => add({ name: '', unit: '', contribution: '' })}
              data-testid="add-completer"
            >
              {t('addCompleter')}
            </Button>
          )}
        </Space>
      )}
    </Form.List>
  );
}
