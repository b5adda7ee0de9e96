import {
  BANK_MESSAGES,
  type BankBranchView,
  type BankView,
  bankBranchSaveSchema,
  bankSaveSchema,
} from '@awards/shared/banks';
import { zodRule } from '@awards/web-common/zodRule';
import { Form, Input, InputNumber, Select } from 'antd';
import { EntityFormModal } from '../../../components/EntityForm/EntityFormModal';
import { useBankOptions, useChangeBanks } from '../api/banks';
import { useBanksT } from '../i18n';

const BANK = bankSaveSchema.shape;
const BRANCH = bankBranchSaveSchema.shape;

/** Add or edit a bank: its CNAPS code, name and order; a taken code or name is named on its field. */
export function BankFormModal({ bank, onClose }: { bank: BankView | null; onClose: () => void }) {
  const { t, tr } = useBanksT();
  const [form] = Form.useForm<{ bankCode: string; bankName: string; sortNumber?: number }>();
  const change = useChangeBanks();
  return (
    <EntityFormModal
      form={form}
      name="bank"
      title={t(bank ? 'form.editBank' : 'form.addBank')}
      saved={t('done.saved')}
      initialValues={bank ?? {}}
      onSave={(values) =>
        change.mutateAsync(
          bank
            ? { kind: 'bank/edit', values: { ...values, bankId: bank.bankId } }
            : { kind: 'bank/add', values },
        )
      }
      translate={tr}
      conflicts={{ [BANK_MESSAGES.bankCodeTaken]: 'bankCode', [BANK_MESSAGES.bankNameTaken]: 'bankName' }}
      onClose={onClose}
    >
      <Form.Item name="bankCode" label={t('column.bankCode')} rules={[zodRule(BANK.bankCode, tr)]}>
        <Input maxLength={3} />
      </Form.Item>
      <Form.Item name="bankName" label={t('column.bankName')} rules={[zodRule(BANK.bankName, tr)]}>
        <Input maxLength={50} />
      </Form.Item>
      <Form.Item name="sortNumber" label={t('column.sortNumber')}>
        <InputNumber min={0} max={999_999} precision={0} style={{ width: '100%' }} />
      </Form.Item>
    </EntityFormModal>
  );
}

/** Add or edit a branch bank: its bank, 12-digit number, name and region. */
export function BranchFormModal({
  branch,
  bankId,
  onClose,
}: {
  branch: BankBranchView | null;
  bankId: number | null;
  onClose: () => void;
}) {
  const { t, tr } = useBanksT();
  const [form] = Form.useForm<{
    bankId: number;
    branchCode: string;
    branchName: string;
    regionCode?: string;
  }>();
  const change = useChangeBanks();
  const banks = useBankOptions();
  return (
    <EntityFormModal
      form={form}
      name="branch"
      title={t(branch ? 'form.editBranch' : 'form.addBranch')}
      saved={t('done.saved')}
      initialValues={
        branch ? { ...branch, regionCode: branch.regionCode ?? undefined } : bankId ? { bankId } : {}
      }
      onSave={(values) =>
        change.mutateAsync(
          branch
            ? { kind: 'bankBranch/edit', values: { ...values, branchId: branch.branchId } }
            : { kind: 'bankBranch/add', values },
        )
      }
      translate={tr}
      conflicts={{ [BANK_MESSAGES.branchCodeTaken]: 'branchCode' }}
      onClose={onClose}
    >
      <Form.Item name="bankId" label={t('form.bank')} rules={[zodRule(BRANCH.bankId, tr)]}>
        <Select options={(banks.data ?? []).map((b) => ({ value: b.bankId, label: b.bankName }))} />
      </Form.Item>
      <Form.Item name="branchCode" label={t('column.branchCode')} rules={[zodRule(BRANCH.branchCode, tr)]}>
        <Input maxLength={12} />
      </Form.Item>
      <Form.Item name="branchName" label={t('column.branchName')} rules={[zodRule(BRANCH.branchName, tr)]}>
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item name="regionCode" label={t('column.regionCode')}>
        <Input maxLength={12} />
      </Form.Item>
    </EntityFormModal>
  );
}
