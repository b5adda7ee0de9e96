import type { Page } from '@awards/shared/paging';
import { SUBJECT_PATHS as P, type SubjectNode, type SubjectSave } from '@awards/shared/subjects';
import { http } from '@awards/web-common/http';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

export type SubjectFilters = { keyword?: string };

/** Everything the page caches sits under ['subjects']: one invalidation after a change. */
export const SUBJECTS_KEY = ['subjects'] as const;
export const SUBJECT_TREE_KEY = [...SUBJECTS_KEY, 'tree'] as const;

/**
 * The tree, as the table's page: the top-level subjects paged on the client, each with its
 * sub-subjects (antd draws `children` as a tree).
 */
export async function fetchSubjectTree({
  pageNum,
  pageSize,
  keyword,
}: SubjectFilters & { pageNum: number; pageSize: number }): Promise<Page<SubjectNode>> {
  const roots = await http.post<SubjectNode[]>(P.tree, keyword ? { keyword } : {});
  return {
    pageNum,
    pageSize,
    totalCount: roots.length,
    totalPage: Math.ceil(roots.length / pageSize),
    result: roots.slice((pageNum - 1) * pageSize, pageNum * pageSize),
  };
}

/** The whole tree, for the parent choice of the form. */
export function useSubjectTree() {
  return useQuery({
    queryKey: [...SUBJECTS_KEY, 'all'],
    queryFn: () => http.post<SubjectNode[]>(P.tree, {}),
  });
}

export type SubjectChange =
  | { kind: 'add' | 'edit'; values: SubjectSave }
  | { kind: 'delete'; values: { subjectId: number } };

/** The writes (SUBJECT_*). Silent: the form and the page show failures. */
export function useChangeSubjects() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, values }: SubjectChange) => http.post<unknown>(P[kind], values, { silent: true }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: SUBJECTS_KEY }),
  });
}
