import type { DictView } from '@awards/shared/dictionaries';
import { useLocalised } from '@awards/web-common/localised';
import { App } from 'antd';
import { useSortEntries } from '../api/sortEntries';
import { useDictsT } from '../i18n';
import { SortModal } from './SortModal';

interface Props {
  what: 'dicts' | 'items';
  /** Every dictionary with its items: a sort sends all siblings, whatever the page filters. */
  tree: DictView[];
  dict: DictView | null;
  onClose: () => void;
}

/** Reordering the dictionaries, or the chosen dictionary's items (DICT_SORT). */
export function DictSortRoute({ what, tree, dict, onClose }: Props) {
  const { t } = useDictsT();
  const { message } = App.useApp();
  const sort = useSortEntries();
  const localise = useLocalised();
  const entry = (d: DictView) => ({ id: d.dictId, label: localise(d.value, d.valueI18n), code: d.code });
  const entries = what === 'dicts' ? tree.map(entry) : (dict?.children ?? []).map(entry);
  const title =
    what === 'dicts'
      ? t('sortModal.dictsTitle')
      : t('sortModal.itemsTitle', { name: dict ? localise(dict.value, dict.valueI18n) : '' });
  return (
    <SortModal
      title={title}
      entries={entries}
      saving={sort.isPending}
      onClose={onClose}
      onSave={(dictIds) =>
        sort.mutate(
          {
            body: { parentDictId: what === 'dicts' ? null : (dict?.dictId ?? null), dictIds },
            category: dict?.code,
          },
          {
            onSuccess: () => {
              void message.success(t('done.sorted'));
              onClose();
            },
          },
        )
      }
    />
  );
}
