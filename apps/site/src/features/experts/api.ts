import {
  type MyAvailability,
  type MyEditionView,
  type MyExpertUpdate,
  type MyExpertUpdateResult,
  type MyExpertView,
  EXPERT_SELF_PATHS as P,
} from '@awards/shared/experts';
import { SITE_REGISTRATION_PATHS } from '@awards/shared/site-registration';
import { http } from '@awards/web-common/http';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

const KEY = ['site', 'expert'] as const;
/** Silent: the page says what went wrong, under the field or in one message. */
const silent = { silent: true } as const;

/** The expert's own record (the server admits only its owner). */
export const useMyExpert = () =>
  useQuery({ queryKey: [...KEY, 'mine'], queryFn: () => http.post<MyExpertView>(P.mine, {}) });

/** The editions of the expert's pools open for review arrangements, with what they said. */
export const useMyEditions = () =>
  useQuery({ queryKey: [...KEY, 'editions'], queryFn: () => http.post<MyEditionView[]>(P.editions, {}) });

export const useUpdateMyExpert = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: MyExpertUpdate) => http.post<MyExpertUpdateResult>(P.update, values, silent),
    onSuccess: (result) => queryClient.setQueryData([...KEY, 'mine'], result.expert),
  });
};

export const useSetAvailability = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: MyAvailability) => http.post<MyEditionView>(P.availability, values, silent),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...KEY, 'editions'] }),
  });
};

/** The disciplines to choose from (the registration's public read). */
export const useDisciplines = () =>
  useQuery({
    queryKey: [...KEY, 'disciplines'],
    queryFn: () => http.post<{ code: string; value: string }[]>(SITE_REGISTRATION_PATHS.disciplines),
    staleTime: Number.POSITIVE_INFINITY,
  });
