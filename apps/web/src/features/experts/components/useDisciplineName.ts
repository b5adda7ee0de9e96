import { DISCIPLINE_DICT } from '@awards/shared/experts';
import { useDictOptions } from '../../../components/DictSelect/dictItems';

/** The discipline dictionary's label of a code (the code itself when the item is gone). */
export function useDisciplineName(): (code: string) => string {
  const { options } = useDictOptions(DISCIPLINE_DICT);
  return (code) => options.find((option) => option.value === code)?.label ?? code;
}
