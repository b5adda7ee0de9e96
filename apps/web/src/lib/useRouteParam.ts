import { useLocation, useNavigate, useSearchParams } from 'react-router';

/**
 * A modal or drawer opened by a search parameter, as refine opens its forms by route:
 * a link opens it (?form=edit:12), the browser's back button closes it. Closing after
 * an in-page open goes back in history; after arriving by a link it drops the parameter.
 */
export function useRouteParam(name: string) {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const value = params.get(name);

  /** `replace`: a choice that back should not walk through (a selection rather than a form). */
  const open = (next: string, { replace = false } = {}) => {
    const nextParams = new URLSearchParams(params);
    nextParams.set(name, next);
    setParams(nextParams, replace ? { replace } : { state: { opened: name } });
  };

  const close = () => {
    if ((location.state as { opened?: string } | null)?.opened === name) {
      navigate(-1);
      return;
    }
    const nextParams = new URLSearchParams(params);
    nextParams.delete(name);
    setParams(nextParams, { replace: true });
  };

  return { value, open, close };
}

/** 'edit:12' → ['edit', 12]; 'add' → ['add', null]. */
export function parseFormParam(value: string | null): [string | null, number | null] {
  if (!value) return [null, null];
  const [mode = null, id] = value.split(':');
  const number = Number(id);
  return [mode, id && Number.isInteger(number) ? number : null];
}
