import type { PostAdd, PostUpdate, PostView } from '@awards/shared/posts';

/** The post form's values: dictionary codes as strings, the status as a switch. */
export interface PostFormValues {
  postCode: string;
  postName: string;
  /** The `post_type` dictionary's code. */
  postType?: string | null;
  /** The `post_rank` dictionary's code ('1'..'5'). */
  postRank?: string | null;
  enabled: boolean;
  sortNumber?: number | null;
  remark?: string;
}

export const NEW_POST: Partial<PostFormValues> = { enabled: true };

export function postValues(post: PostView): PostFormValues {
  return {
    postCode: post.postCode,
    postName: post.postName,
    postType: post.postType,
    postRank: post.postRank === null ? null : String(post.postRank),
    enabled: post.status === 1,
    sortNumber: post.sortNumber,
    remark: post.remark ?? '',
  };
}

export function toPostAdd(values: PostFormValues): PostAdd {
  return {
    postCode: values.postCode.trim(),
    postName: values.postName.trim(),
    postType: values.postType ?? null,
    postRank: values.postRank ? Number(values.postRank) : null,
    status: values.enabled ? 1 : 0,
    sortNumber: values.sortNumber ?? undefined,
    remark: values.remark ?? null,
  };
}

export const toPostUpdate = (postId: number, values: PostFormValues): PostUpdate => ({
  ...toPostAdd(values),
  postId,
});
